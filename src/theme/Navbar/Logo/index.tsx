// Wraps the 3.9.1 navbar logo. The docs have a single version, and Docusaurus shows a
// version label only when there are several, so the navbar names it ("Next") here.
import type { ReactNode } from "react";
import NavbarLogo from "@theme-original/Navbar/Logo";
import { useVersions } from "@docusaurus/plugin-content-docs/client";

export default function NavbarLogoWithVersion(): ReactNode {
  const [version] = useVersions(undefined);
  return (
    <>
      <NavbarLogo />
      {version && (
        <span className="badge badge--secondary navbar-version-badge" title="Documentation version">
          {version.label}
        </span>
      )}
    </>
  );
}

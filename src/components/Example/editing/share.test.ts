import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { decodeSharedCode, encodeSharedCode } from "./share";
import { shareFragment, sharedDataOf, sharedName, withoutSharedEdit } from "../shareLink";

const homeDemo = readFileSync(
  new URL("../../../examples/home/GearShopFinder.tsx", import.meta.url),
  "utf8",
);
const id = "src/examples/home/GearShopFinder.tsx";

describe("a shared edit's code", () => {
  it("comes back from its data exactly, whatever the characters", () => {
    for (const code of [
      "",
      homeDemo,
      'const shop = ["東京都 Daypack", "Café Pour-Over Kit", "🏕️ tent"];\r\n\ttabs\n',
      "x".repeat(200_000),
    ])
      expect(decodeSharedCode(encodeSharedCode(code))).toBe(code);
  });

  it("is written in characters an address carries unescaped, and shorter than the code", () => {
    const data = encodeSharedCode(homeDemo);
    expect(data).toMatch(/^1[\w-]+$/);
    expect(encodeURIComponent(data)).toBe(data);
    expect(data.length).toBeLessThan(homeDemo.length / 2);
  });

  it("cannot be read from a link cut short, mistyped or of an unknown version", () => {
    const data = encodeSharedCode(homeDemo);
    expect(decodeSharedCode(data.slice(0, data.length / 2))).toBeUndefined();
    expect(decodeSharedCode(`${data.slice(0, 20)}!${data.slice(21)}`)).toBeUndefined();
    expect(decodeSharedCode(`2${data.slice(1)}`)).toBeUndefined();
    expect(decodeSharedCode("")).toBeUndefined();
  });
});

describe("a shared edit in the address", () => {
  it("names the demo by its path under src/examples and round-trips through a real URL", () => {
    const data = encodeSharedCode(homeDemo);
    const fragment = shareFragment(id, data);
    expect(fragment).toMatch(/^#edit=home%2FGearShopFinder&code=1/);
    expect(sharedName(id)).toBe("home/GearShopFinder");
    const url = new URL(`https://finderjs.github.io/finder/${fragment}`);
    const read = sharedDataOf(url.hash, id);
    expect(read).toBe(data);
    expect(decodeSharedCode(read as string)).toBe(homeDemo);
  });

  it("belongs to its own demo only, and a heading's anchor is no shared edit", () => {
    const fragment = shareFragment(id, encodeSharedCode("export default 1;"));
    expect(sharedDataOf(fragment, "src/examples/home/Other.tsx")).toBeUndefined();
    expect(sharedDataOf("#try-it", id)).toBeUndefined();
    expect(sharedDataOf("", id)).toBeUndefined();
  });

  it("leaves the address without its fragment when going back to the original", () => {
    const base = "https://finderjs.github.io/finder/";
    expect(withoutSharedEdit(`${base}${shareFragment(id, "1abc")}`)).toBe(base);
    expect(withoutSharedEdit(`${base}#try-it`)).toBe(`${base}#try-it`);
    expect(withoutSharedEdit(`${base}?q=1`)).toBe(`${base}?q=1`);
  });
});

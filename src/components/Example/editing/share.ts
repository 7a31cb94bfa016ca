// The edited code as it travels in a shared link (../shareLink.ts says where): UTF-8, compressed
// with DEFLATE (fflate, level 9) and written in base64url, whose characters need no escaping in an
// address. On the home page's demo (7.3 KB of code) that is 3.2 KB of address, where lz-string's
// URI-safe output is 4.5 KB. Loaded with the editor (and when a page opens on a shared link), so
// none of it is in a page's first load.
import { deflateSync, inflateSync, strFromU8, strToU8 } from "fflate";

/** The first character of the data: which encoding follows, so another can be added later. */
const version = "1";

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (let index = 0; index < bytes.length; index += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array {
  if (!/^[\w-]*$/.test(text)) throw new Error("not base64url");
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

/** The code as a shared link carries it. */
export function encodeSharedCode(code: string): string {
  return version + toBase64Url(deflateSync(strToU8(code), { level: 9 }));
}

/**
 * The code a shared link carries, or undefined when the data cannot be read (a link cut short by
 * the app it was pasted in, a typo): the demo then opens as the page has it.
 */
export function decodeSharedCode(data: string): string | undefined {
  if (!data.startsWith(version)) return undefined;
  try {
    return strFromU8(inflateSync(fromBase64Url(data.slice(version.length))));
  } catch {
    return undefined;
  }
}

// Unit tests run outside Docusaurus, whose router needs the site's context. This stand-in
// (aliased as @docusaurus/router in vitest.config.ts) records the addresses pushed to history.
export const pushedAddresses: string[] = [];

export function useHistory() {
  return {
    push(address: string) {
      pushedAddresses.push(address);
    },
  };
}

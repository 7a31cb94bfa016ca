// Docusaurus's useBaseUrl for unit tests, under the site's base URL (/finder/).
export default function useBaseUrl(path: string): string {
  return /^[a-z]+:/.test(path) ? path : `/finder/${path.replace(/^\//, "")}`;
}

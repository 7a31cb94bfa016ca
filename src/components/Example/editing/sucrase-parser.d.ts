// Sucrase's parser, which its package does not export by name: the editing runner reads the
// compiled code's tokens and scopes with it (guard.ts). The ES module build is the one webpack
// bundles with sucrase's `transform`, so the parser is not shipped twice; vitest.config.ts maps
// these paths to the CommonJS build for Node.
declare module "sucrase/dist/esm/parser/index.js" {
  export * from "sucrase/dist/types/parser/index";
}
declare module "sucrase/dist/esm/parser/tokenizer/index.js" {
  export * from "sucrase/dist/types/parser/tokenizer/index";
}
declare module "sucrase/dist/esm/parser/tokenizer/types.js" {
  export * from "sucrase/dist/types/parser/tokenizer/types";
}

// Build-time only (docusaurus.config.ts, tests): an example as one file a reader can paste into a
// fresh app. The example's own text stays as it is; what it imports from the site's own files
// (`../data/gearShop`, `./_ApartmentControls`, …) is replaced by the declarations it uses, taken
// from those files in the order the modules would run, each group under a comment naming its file;
// imports of packages (react, @finderjs/*, …) stay imports, merged per package.
//
// Which declarations are needed is the type checker's answer (TypeScript's compiler API, which the
// site already depends on): every identifier of a kept statement is resolved to its declaration,
// through import aliases, so a name used in a type, in JSX or as a shorthand property counts the
// same, a local that shadows a name does not, and nothing unused is copied in (a fresh Vite app
// has `noUnusedLocals` on).
import { dirname, join, relative, resolve, sep } from "node:path";
import ts from "typescript";

/** An example as one file. */
export interface OneFile {
  /** The file's text: the example with its site-local imports inlined. */
  text: string;
  /** The site files whose declarations it holds, from the site's root ("src/examples/data/x.ts"). */
  inlined: string[];
  /** The same files as the example names them, without the site's "_": "../data/x.ts". */
  inlinedAs: string[];
  /** The npm packages it imports (react and react-dom included). */
  packages: string[];
}

/** An import of a package that an inlined declaration needs. */
interface PackageBinding {
  module: string;
  /** "default", "*" or the exported name. */
  imported: string;
  local: string;
  typeOnly: boolean;
}

const isRelative = (specifier: string) => specifier.startsWith(".");

/** The package a specifier belongs to: "react-dom/client" -> "react-dom", "@a/b/c" -> "@a/b". */
export const packageName = (specifier: string) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

/** The import declaration a local import binding (specifier, default or namespace) belongs to. */
function importOf(declaration: ts.Node): ts.ImportDeclaration | undefined {
  let node: ts.Node | undefined = declaration;
  while (node && !ts.isImportDeclaration(node)) {
    if (ts.isSourceFile(node)) return undefined;
    node = node.parent;
  }
  return node;
}

/** The statement of `file` that holds `node`. */
function topLevelStatement(node: ts.Node): ts.Statement | undefined {
  let current: ts.Node = node;
  while (current.parent && !ts.isSourceFile(current.parent)) current = current.parent;
  return current.parent ? (current as ts.Statement) : undefined;
}

/** The names a statement declares at the top level of its file. */
function declaredNames(statement: ts.Statement): ts.Identifier[] {
  if (ts.isVariableStatement(statement))
    return statement.declarationList.declarations.flatMap((declaration) =>
      bindingNames(declaration.name),
    );
  if (
    (ts.isFunctionDeclaration(statement) ||
      ts.isClassDeclaration(statement) ||
      ts.isInterfaceDeclaration(statement) ||
      ts.isTypeAliasDeclaration(statement) ||
      ts.isEnumDeclaration(statement)) &&
    statement.name
  )
    return [statement.name];
  return [];
}

function bindingNames(name: ts.BindingName): ts.Identifier[] {
  if (ts.isIdentifier(name)) return [name];
  return name.elements.flatMap((element) =>
    ts.isOmittedExpression(element) ? [] : bindingNames(element.name),
  );
}

/**
 * The statement's text as it goes into the one file: with the comments written directly above it
 * (not a file's opening comment, which a blank line parts from it) and without `export`.
 */
function statementText(
  statement: ts.Statement,
  file: ts.SourceFile,
  rename: (identifier: ts.Identifier) => string | undefined = () => undefined,
  toTsx = false,
): string {
  const text = file.text;
  const comments = ts.getLeadingCommentRanges(text, statement.pos) ?? [];
  // Keep the comments from the last blank line before the statement on.
  let start = statement.getStart(file);
  for (let index = comments.length - 1; index >= 0; index--) {
    const comment = comments[index] as ts.CommentRange;
    if (/\n\s*\n/.test(text.slice(comment.end, start))) break;
    start = comment.pos;
  }
  const offset = statement.getStart(file);
  // Identifiers that name a renamed declaration, back to front so positions hold.
  const edits: { from: number; to: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    // `<T>(value: T) =>` from a .ts file reads as JSX in a .tsx one: `<T,>(value: T) =>`.
    if (toTsx && ts.isArrowFunction(node) && node.typeParameters?.length === 1) {
      const [parameter] = node.typeParameters;
      if (parameter && !parameter.constraint && !node.typeParameters.hasTrailingComma)
        edits.push({ from: parameter.end - offset, to: parameter.end - offset, text: "," });
    }
    if (ts.isIdentifier(node)) {
      const name = rename(node);
      if (name !== undefined && name !== node.text)
        edits.push({
          from: node.getStart(file) - offset,
          to: node.end - offset,
          text: ts.isShorthandPropertyAssignment(node.parent) ? `${node.text}: ${name}` : name,
        });
    }
    ts.forEachChild(node, visit);
  };
  visit(statement);
  let body = text.slice(offset, statement.end);
  for (const edit of edits.sort((a, b) => b.from - a.from))
    body = body.slice(0, edit.from) + edit.text + body.slice(edit.to);
  const modifiers = ts.canHaveModifiers(statement) ? (ts.getModifiers(statement) ?? []) : [];
  // Modifiers come first; drop `export` and `default`, back to front so positions hold.
  for (const modifier of [...modifiers].reverse()) {
    if (
      modifier.kind !== ts.SyntaxKind.ExportKeyword &&
      modifier.kind !== ts.SyntaxKind.DefaultKeyword
    )
      continue;
    const from = modifier.getStart(file) - offset;
    const to = modifier.end - offset;
    body = body.slice(0, from) + body.slice(to).replace(/^\s+/, "");
  }
  return text.slice(start, statement.getStart(file)) + body;
}

/** An import declaration as prettier would print it (one line up to 100 characters). */
function printImport(
  module: string,
  defaultName: string | undefined,
  named: { imported: string; local: string; typeOnly: boolean }[],
  typeOnly: boolean,
): string {
  const names = named.map(
    ({ imported, local, typeOnly: typeOnlyName }) =>
      `${typeOnlyName && !typeOnly ? "type " : ""}${imported === local ? local : `${imported} as ${local}`}`,
  );
  const head = `import ${typeOnly ? "type " : ""}`;
  const from = ` from ${JSON.stringify(module)};`;
  const clauses = (list: string) =>
    [defaultName, names.length > 0 ? list : undefined].filter(Boolean).join(", ");
  const oneLine = head + clauses(`{ ${names.join(", ")} }`) + from;
  if (oneLine.length <= 100) return oneLine;
  return head + clauses(`{\n${names.map((name) => `  ${name},\n`).join("")}}`) + from;
}

export class Inliner {
  private readonly program: ts.Program;
  private readonly checker: ts.TypeChecker;
  private readonly siteSource: string;

  /**
   * @param root The site's root (its tsconfig.json resolves `@finderjs/*` to the packages).
   * @param entries Every file that may be asked for, type-checked together once.
   */
  private readonly root: string;

  constructor(root: string, entries: readonly string[]) {
    this.root = resolve(root);
    const configFile = ts.findConfigFile(root, (path) => ts.sys.fileExists(path), "tsconfig.json");
    if (!configFile) throw new Error(`No tsconfig.json in ${root}`);
    const { config } = ts.readConfigFile(configFile, (path) => ts.sys.readFile(path));
    const parsed = ts.parseJsonConfigFileContent(config, ts.sys, root);
    // The checker is only asked what names refer to: no global types needed.
    const options = { ...parsed.options, types: [], noEmit: true };
    this.program = ts.createProgram({ rootNames: [...entries], options });
    this.checker = this.program.getTypeChecker();
    this.siteSource = join(this.root, "src") + sep;
  }

  private isSiteFile(file: ts.SourceFile): boolean {
    const path = file.fileName.split("/").join(sep);
    return path.startsWith(this.siteSource) && !path.includes(`${sep}node_modules${sep}`);
  }

  private sourceFile(path: string): ts.SourceFile {
    const file = this.program.getSourceFile(path);
    if (!file) throw new Error(`${path} is not among the files the inliner was created with`);
    return file;
  }

  private siteId(file: ts.SourceFile): string {
    return relative(this.root, file.fileName).split(sep).join("/");
  }

  /** Whether the file imports anything from the site's own files. */
  hasSiteImports(path: string): boolean {
    return this.sourceFile(path).statements.some(
      (statement) =>
        (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
        statement.moduleSpecifier !== undefined &&
        ts.isStringLiteral(statement.moduleSpecifier) &&
        isRelative(statement.moduleSpecifier.text),
    );
  }

  /** The example at `path` as one file. */
  inline(path: string): OneFile {
    const entry = this.sourceFile(path);
    const where = (node: ts.Node) => {
      const file = node.getSourceFile();
      const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
      return `${this.siteId(file)}:${line + 1}`;
    };

    // Statements to copy in, per site file; the package bindings they need.
    const included = new Map<ts.SourceFile, Set<ts.Statement>>();
    // Declarations copied in under the name the example imports them by.
    const renames = new Map<ts.Node, string>();
    const rename = (identifier: ts.Identifier): string | undefined => {
      let symbol = this.checker.getSymbolAtLocation(identifier);
      if (ts.isShorthandPropertyAssignment(identifier.parent))
        symbol = this.checker.getShorthandAssignmentValueSymbol(identifier.parent) ?? symbol;
      if (symbol && symbol.flags & ts.SymbolFlags.Alias)
        symbol = this.checker.getAliasedSymbol(symbol);
      for (const declaration of symbol?.declarations ?? [])
        if (renames.has(declaration)) return renames.get(declaration);
      return undefined;
    };
    const bindings = new Map<string, PackageBinding>();
    const queue: ts.Statement[] = [];
    const include = (statement: ts.Statement) => {
      const file = statement.getSourceFile();
      if (file === entry) return;
      let statements = included.get(file);
      if (!statements) included.set(file, (statements = new Set()));
      if (statements.has(statement)) return;
      statements.add(statement);
      queue.push(statement);
    };
    const addBinding = (binding: PackageBinding, at: ts.Node) => {
      const known = bindings.get(binding.local);
      if (known && (known.module !== binding.module || known.imported !== binding.imported))
        throw new Error(
          `${where(at)}: "${binding.local}" names ${binding.imported} of ${binding.module} here and ${known.imported} of ${known.module} elsewhere`,
        );
      if (known) known.typeOnly &&= binding.typeOnly;
      else bindings.set(binding.local, { ...binding });
    };

    const resolve = (identifier: ts.Identifier, inEntry: boolean) => {
      let symbol = this.checker.getSymbolAtLocation(identifier);
      if (ts.isShorthandPropertyAssignment(identifier.parent))
        symbol = this.checker.getShorthandAssignmentValueSymbol(identifier.parent) ?? symbol;
      if (!symbol?.declarations) return;
      if (symbol.flags & ts.SymbolFlags.Alias) {
        const declaration = symbol.declarations[0] as ts.Declaration;
        const importDeclaration = importOf(declaration);
        if (!importDeclaration || !ts.isStringLiteral(importDeclaration.moduleSpecifier)) return;
        const module = importDeclaration.moduleSpecifier.text;
        if (!isRelative(module)) {
          // The entry's own package imports stay as written.
          if (inEntry) return;
          const target = this.checker.getAliasedSymbol(symbol);
          binding(declaration, module, !(target.flags & ts.SymbolFlags.Value), identifier);
          return;
        }
        if (ts.isNamespaceImport(declaration))
          throw new Error(
            `${where(declaration)}: a namespace import of a site file can't be inlined`,
          );
        const imported = ts.isImportSpecifier(declaration)
          ? (declaration.propertyName ?? declaration.name).text
          : "default";
        const target = this.checker.getAliasedSymbol(symbol);
        for (const targetDeclaration of target.declarations ?? []) {
          const file = targetDeclaration.getSourceFile();
          if (!this.isSiteFile(file)) continue;
          const statement = topLevelStatement(targetDeclaration);
          if (!statement) continue;
          // `import { issues as initialIssues }`: the copied declaration takes the local name.
          const declared = (targetDeclaration as ts.NamedDeclaration).name;
          if (!declared || !ts.isIdentifier(declared))
            throw new Error(
              `${where(declaration)}: imports ${imported}, a declaration without a name, which can't be inlined`,
            );
          if (declared.text !== symbol.name) {
            const earlier = renames.get(targetDeclaration);
            if (earlier !== undefined && earlier !== symbol.name)
              throw new Error(
                `${where(declaration)}: ${imported} is imported as "${earlier}" and as "${symbol.name}"`,
              );
            renames.set(targetDeclaration, symbol.name);
          }
          include(statement);
        }
        return;
      }
      for (const declaration of symbol.declarations) {
        const file = declaration.getSourceFile();
        if (file === entry || !this.isSiteFile(file)) continue;
        const statement = topLevelStatement(declaration);
        if (statement && !ts.isImportDeclaration(statement)) include(statement);
      }
    };
    const binding = (
      declaration: ts.Declaration,
      module: string,
      typeOnly: boolean,
      at: ts.Node,
    ) => {
      const clause = ts.isImportClause(declaration) ? declaration : undefined;
      const importedName = clause
        ? "default"
        : ts.isNamespaceImport(declaration)
          ? "*"
          : ts.isImportSpecifier(declaration)
            ? (declaration.propertyName ?? declaration.name).text
            : undefined;
      const local = (declaration as ts.NamedDeclaration).name;
      if (!importedName || !local || !ts.isIdentifier(local)) return;
      const declaredTypeOnly =
        (ts.isImportSpecifier(declaration) && declaration.isTypeOnly) ||
        importOf(declaration)?.importClause?.isTypeOnly === true;
      addBinding(
        {
          module,
          imported: importedName,
          local: local.text,
          typeOnly: typeOnly || declaredTypeOnly,
        },
        at,
      );
    };

    const visit = (node: ts.Node, inEntry: boolean) => {
      if (ts.isIdentifier(node)) resolve(node, inEntry);
      ts.forEachChild(node, (child) => visit(child, inEntry));
    };

    const entryImports: ts.ImportDeclaration[] = [];
    const siteImports: ts.ImportDeclaration[] = [];
    for (const statement of entry.statements) {
      if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
        (isRelative(statement.moduleSpecifier.text) ? siteImports : entryImports).push(statement);
        continue;
      }
      if (ts.isExportDeclaration(statement) && statement.moduleSpecifier)
        throw new Error(`${where(statement)}: re-exports can't be inlined`);
      visit(statement, true);
    }
    for (let statement = queue.shift(); statement; statement = queue.shift())
      visit(statement, false);

    // Modules in the order they would run: each after the site files it imports.
    const order: ts.SourceFile[] = [];
    const seen = new Set<ts.SourceFile>();
    const visitModule = (file: ts.SourceFile) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const statement of file.statements) {
        if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
          continue;
        if (!isRelative(statement.moduleSpecifier.text)) continue;
        const resolved = ts.resolveModuleName(
          statement.moduleSpecifier.text,
          file.fileName,
          this.program.getCompilerOptions(),
          ts.sys,
        ).resolvedModule;
        const imported = resolved && this.program.getSourceFile(resolved.resolvedFileName);
        if (imported) visitModule(imported);
      }
      if (file !== entry && included.has(file)) order.push(file);
    };
    visitModule(entry);

    // Every top-level name must mean one thing in the one file.
    const owner = new Map<string, string>();
    const claim = (name: string, by: string, at: ts.Node) => {
      const other = owner.get(name);
      if (other !== undefined && other !== by)
        throw new Error(`${where(at)}: "${name}" is declared by both ${other} and ${by}`);
      owner.set(name, by);
    };
    for (const statement of entry.statements) {
      for (const name of declaredNames(statement)) claim(name.text, this.siteId(entry), statement);
      if (ts.isImportDeclaration(statement) && entryImports.includes(statement)) {
        const clause = statement.importClause;
        const module = (statement.moduleSpecifier as ts.StringLiteral).text;
        if (clause?.name) claim(clause.name.text, `${module} default`, statement);
        const named = clause?.namedBindings;
        if (named && ts.isNamespaceImport(named)) claim(named.name.text, `${module} *`, statement);
        else if (named)
          for (const element of named.elements)
            claim(
              element.name.text,
              `${module} ${(element.propertyName ?? element.name).text}`,
              statement,
            );
      }
    }
    for (const binding of bindings.values())
      claim(binding.local, `${binding.module} ${binding.imported}`, entry);
    for (const file of order)
      for (const statement of included.get(file) ?? [])
        for (const name of declaredNames(statement))
          claim(rename(name) ?? name.text, this.siteId(file), statement);

    // The imports: the entry's, each with what the inlined code needs from its module added,
    // then imports of the other modules the inlined code needs.
    const extra = new Map<string, PackageBinding[]>();
    for (const binding of bindings.values()) {
      const alreadyImported = owner.get(binding.local) === `${binding.module} ${binding.imported}`;
      const fromEntry = entryImports.some((statement) =>
        importedLocals(statement).includes(binding.local),
      );
      if (alreadyImported && fromEntry) continue;
      const list = extra.get(binding.module) ?? [];
      list.push(binding);
      extra.set(binding.module, list);
    }
    const importLines: string[] = [];
    for (const statement of entryImports) {
      const module = (statement.moduleSpecifier as ts.StringLiteral).text;
      const added = extra.get(module)?.filter((binding) => binding.imported !== "*");
      const clause = statement.importClause;
      const named = clause?.namedBindings;
      if (!added?.length || !clause || (named && !ts.isNamedImports(named)) || clause.isTypeOnly) {
        importLines.push(statementText(statement, entry));
        continue;
      }
      extra.set(
        module,
        (extra.get(module) ?? []).filter((binding) => !added.includes(binding)),
      );
      const elements = (named?.elements ?? []).map((element) => ({
        imported: (element.propertyName ?? element.name).text,
        local: element.name.text,
        typeOnly: element.isTypeOnly,
      }));
      const leading = statementText(statement, entry).slice(
        0,
        statementText(statement, entry).indexOf("import"),
      );
      importLines.push(
        leading +
          printImport(
            module,
            clause.name?.text,
            [...elements, ...added.filter((binding) => binding.imported !== "default")],
            false,
          ),
      );
      const defaults = added.filter((binding) => binding.imported === "default");
      for (const binding of defaults)
        importLines.push(printImport(module, binding.local, [], binding.typeOnly));
    }
    for (const [module, list] of extra) {
      if (list.length === 0) continue;
      for (const binding of list.filter((item) => item.imported === "*"))
        importLines.push(
          `import ${binding.typeOnly ? "type " : ""}* as ${binding.local} from ${JSON.stringify(module)};`,
        );
      const defaultBinding = list.find((item) => item.imported === "default");
      const named = list.filter((item) => item.imported !== "*" && item.imported !== "default");
      if (!defaultBinding && named.length === 0) continue;
      const allTypes = [...named, ...(defaultBinding ? [defaultBinding] : [])].every(
        (item) => item.typeOnly,
      );
      importLines.push(
        printImport(
          module,
          defaultBinding?.local,
          named,
          allTypes && !(defaultBinding && named.length > 0),
        ),
      );
    }

    // The text: the entry's opening comment and imports, the inlined declarations, the rest of
    // the entry as written.
    const firstImport = entry.statements.find(ts.isImportDeclaration);
    const lastImport = [...entryImports, ...siteImports].reduce<ts.ImportDeclaration | undefined>(
      (last, statement) => (!last || statement.end > last.end ? statement : last),
      undefined,
    );
    const opening = firstImport
      ? entry.text.slice(0, firstImport.getStart(entry)).replace(/\s+$/, "")
      : "";
    // The entry's opening comment is kept with the imports; drop it from the first import's text.
    const importBlock = importLines
      .map((line, index) =>
        index === 0 && opening && line.startsWith(opening) ? line.slice(opening.length) : line,
      )
      .map((line) => line.replace(/^\s*\n/, ""))
      .join("\n");
    const rest = lastImport ? entry.text.slice(lastImport.end).replace(/^\s*\n/, "") : entry.text;
    const inlinedParts = order.map((file) => {
      const statements = [...(included.get(file) ?? [])].sort((a, b) => a.pos - b.pos);
      return [
        `// From ${this.relativeName(entry, file)}, inlined:`,
        ...statements.map((statement) =>
          statementText(
            statement,
            file,
            rename,
            entry.fileName.endsWith(".tsx") && !file.fileName.endsWith(".tsx"),
          ),
        ),
      ].join("\n\n");
    });
    const packages = [
      ...new Set(
        [...entryImports.map((statement) => statement.moduleSpecifier as ts.StringLiteral)]
          .map((literal) => literal.text)
          .concat([...bindings.values()].map((binding) => binding.module))
          .map(packageName),
      ),
    ].sort();
    // The opening comment stays right above the imports when it was.
    const openingGap =
      firstImport &&
      /\n[^\S\n]*\n/.test(entry.text.slice(opening.length, firstImport.getStart(entry)))
        ? "\n\n"
        : "\n";
    const head = opening ? `${opening}${openingGap}${importBlock}` : importBlock;
    const text = [head, ...inlinedParts, rest.trimEnd()]
      .filter((part) => part.length > 0)
      .join("\n\n");
    return {
      text: `${text}\n`,
      inlined: order.map((file) => this.siteId(file)),
      inlinedAs: order.map((file) => this.relativeName(entry, file)),
      packages,
    };
  }

  /** How the entry named a file it imported: "../data/gearShop.ts", without the site's "_". */
  private relativeName(entry: ts.SourceFile, file: ts.SourceFile): string {
    const path = relative(dirname(entry.fileName), file.fileName).split(sep).join("/");
    const shown = path.replace(/(^|\/)_([^/]+)$/, "$1$2");
    return shown.startsWith(".") ? shown : `./${shown}`;
  }
}

/** The local names an import declaration binds. */
function importedLocals(statement: ts.ImportDeclaration): string[] {
  const clause = statement.importClause;
  if (!clause) return [];
  const names = clause.name ? [clause.name.text] : [];
  const named = clause.namedBindings;
  if (named && ts.isNamespaceImport(named)) names.push(named.name.text);
  else if (named) names.push(...named.elements.map((element) => element.name.text));
  return names;
}

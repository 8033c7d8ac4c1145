import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * What a designer reads in Storybook (decision 1010): every component's meta has a description and
 * argTypes (controls a designer can use), every story a description, and every prop of every ui
 * component's props a JSDoc comment, which the docs page's table shows.
 *
 * What they cite is `npm run lint:citations`'s (requirement IDs and decisions, nothing outside the
 * repository), which reads the stories as it reads every file.
 *
 * Storybook turns a `/** … *\/` comment above the meta into the component's description and one
 * above a story's export into the story's (`parameters.docs.description`); giving either in
 * `parameters` directly counts too.
 */

const src = join(import.meta.dirname, '..', 'src');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const sourceFiles = filesUnder(src).filter(
  (file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'),
);
/** ui's stories, and the finance widget's (a custom element with its own stories folder). */
const widgetStories = join(src, '..', '..', 'widget', 'stories');
const storyFiles = [...sourceFiles, ...filesUnder(widgetStories)].filter((file) =>
  file.endsWith('.stories.tsx'),
);
const componentFiles = sourceFiles.filter((file) => !file.endsWith('.stories.tsx'));

const parse = (file: string) =>
  ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);

/** The `/** … *\/` comment right above a node, as Storybook reads it (empty when there is none). */
function jsDocOf(node: ts.Node, source: ts.SourceFile): string {
  const ranges = ts.getLeadingCommentRanges(source.text, node.getFullStart()) ?? [];
  return ranges
    .map((range) => source.text.slice(range.pos, range.end))
    .filter((text) => text.startsWith('/**'))
    .map((text) => text.replace(/^\/\*\*|\*\/$/g, '').replace(/^\s*\*\s?/gm, ''))
    .join('\n')
    .trim();
}

/** The object literal a declaration's initialiser is (through `satisfies` and `as`). */
function objectOf(expression: ts.Expression | undefined): ts.ObjectLiteralExpression | undefined {
  let node = expression;
  while (node && (ts.isSatisfiesExpression(node) || ts.isAsExpression(node)))
    node = node.expression;
  return node && ts.isObjectLiteralExpression(node) ? node : undefined;
}

/** A property of an object literal by its path (`parameters.docs.description.story`). */
function propertyAt(
  object: ts.ObjectLiteralExpression | undefined,
  path: string[],
): ts.Node | undefined {
  let current: ts.Node | undefined = object;
  for (const name of path) {
    if (!current || !ts.isObjectLiteralExpression(current)) return undefined;
    const found: ts.ObjectLiteralElementLike | undefined = current.properties.find(
      (p) => p.name !== undefined && ts.isIdentifier(p.name) && p.name.text === name,
    );
    current = found && ts.isPropertyAssignment(found) ? found.initializer : found;
  }
  return current;
}

interface StoriesFile {
  file: string;
  metaDescription: string;
  metaArgTypes: boolean;
  stories: { name: string; description: string }[];
}

function readStories(file: string): StoriesFile {
  const source = parse(file);
  let metaName = 'meta';
  for (const statement of source.statements) {
    if (ts.isExportAssignment(statement) && ts.isIdentifier(statement.expression)) {
      metaName = statement.expression.text;
    }
  }
  const result: StoriesFile = {
    file: relative(src, file),
    metaDescription: '',
    metaArgTypes: false,
    stories: [],
  };
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const exported = statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name)) continue;
      const object = objectOf(declaration.initializer);
      const name = declaration.name.text;
      if (name === metaName) {
        const given = propertyAt(object, ['parameters', 'docs', 'description', 'component']);
        result.metaDescription = jsDocOf(statement, source) || (given?.getText(source) ?? '');
        result.metaArgTypes = propertyAt(object, ['argTypes']) !== undefined;
      } else if (exported) {
        const given = propertyAt(object, ['parameters', 'docs', 'description', 'story']);
        result.stories.push({
          name,
          description: jsDocOf(statement, source) || (given?.getText(source) ?? ''),
        });
      }
    }
  }
  return result;
}

/** The members of every props interface (or props type literal) a ui source file declares. */
function propsMembers(file: string): { owner: string; member: string; doc: string }[] {
  const source = parse(file);
  const found: { owner: string; member: string; doc: string }[] = [];
  const collect = (owner: string, members: ts.NodeArray<ts.TypeElement>) => {
    for (const member of members) {
      if (!member.name) continue;
      found.push({ owner, member: member.name.getText(source), doc: jsDocOf(member, source) });
    }
  };
  const visitType = (owner: string, type: ts.TypeNode) => {
    if (ts.isTypeLiteralNode(type)) collect(owner, type.members);
    else if (ts.isIntersectionTypeNode(type) || ts.isUnionTypeNode(type)) {
      for (const part of type.types) visitType(owner, part);
    } else if (ts.isParenthesizedTypeNode(type)) visitType(owner, type.type);
  };
  for (const statement of source.statements) {
    if (ts.isInterfaceDeclaration(statement) && statement.name.text.endsWith('Props')) {
      collect(statement.name.text, statement.members);
    } else if (ts.isTypeAliasDeclaration(statement) && statement.name.text.endsWith('Props')) {
      visitType(statement.name.text, statement.type);
    }
  }
  return found;
}

const stories = storyFiles.map(readStories);

describe('what Storybook shows a designer', () => {
  it('finds the stories and the props to check', () => {
    expect(storyFiles.length).toBeGreaterThanOrEqual(40);
    expect(stories.flatMap((s) => s.stories).length).toBeGreaterThanOrEqual(232);
    expect(componentFiles.flatMap(propsMembers).length).toBeGreaterThan(300);
  });

  it('every component has a description and argTypes', () => {
    const missing = stories.flatMap((s) => [
      ...(s.metaDescription ? [] : [`${s.file}: no component description`]),
      ...(s.metaArgTypes ? [] : [`${s.file}: no argTypes`]),
    ]);
    expect(missing).toEqual([]);
  });

  it('every story has a description', () => {
    const missing = stories.flatMap((s) =>
      s.stories.filter((story) => !story.description).map((story) => `${s.file}: ${story.name}`),
    );
    expect(missing).toEqual([]);
  });

  it('every prop of every component has a JSDoc comment', () => {
    const missing = componentFiles.flatMap((file) =>
      propsMembers(file)
        .filter((m) => !m.doc)
        .map((m) => `${relative(src, file)}: ${m.owner}.${m.member}`),
    );
    expect(missing).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('read a JSDoc comment, a described story and a meta with argTypes', () => {
    const file = join(src, '..', 'test', 'fixtures-not-here.stories.tsx');
    const source = ts.createSourceFile(
      file,
      [
        '/** A component. */',
        "const meta = { title: 'X', argTypes: { a: { control: 'boolean' } } };",
        'export default meta;',
        '/** A story. */',
        'export const Described = {};',
        "export const Given = { parameters: { docs: { description: { story: 'Given.' } } } };",
        '// not a JSDoc comment',
        'export const Bare = {};',
      ].join('\n'),
      ts.ScriptTarget.Latest,
      true,
    );
    const statements = source.statements.filter(ts.isVariableStatement);
    expect(statements.map((s) => jsDocOf(s, source))).toEqual(['A component.', 'A story.', '', '']);
    const given = objectOf(statements[2]!.declarationList.declarations[0]!.initializer);
    expect(propertyAt(given, ['parameters', 'docs', 'description', 'story'])?.getText(source)).toBe(
      "'Given.'",
    );
    const meta = objectOf(statements[0]!.declarationList.declarations[0]!.initializer);
    expect(propertyAt(meta, ['argTypes'])).toBeDefined();
    expect(propertyAt(meta, ['args'])).toBeUndefined();
  });
});

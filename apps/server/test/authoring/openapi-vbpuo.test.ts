import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { validateOpenApiDocument } from '../../src/modules/authoring/openapi/openapi-document-validation.ts';
import { vbpuoFixturesDirectory, vbpuoFixturesPresent } from '../../src/modules/baseline-schemas/vbpuo-fixtures.testing.ts';

// The standards body's own OpenAPI description (../shared/fixtures/sivi-vbpuo, 'VBPUO OAS') through
// the document validation the validator and registration use: it passes, and three copies broken
// in memory each give the error the parser should find. Read from ../shared in place, never copied.

const fixtures = vbpuoFixturesDirectory;
const yamlFile = path.join(fixtures, 'VBPUO OAS (Open API Specificatie)', 'SIVI-openAPI-VBPUO.yaml');
// Where the fixtures are there (always under CI: the import above fails the run otherwise), so is this file.
const present = vbpuoFixturesPresent;

type Document = { info: Record<string, unknown>; paths: Record<string, { post: { operationId: string; parameters: unknown[] } }>; components: { schemas: Record<string, unknown> } };

/**
 * The file's info.description continues a double-quoted scalar at the key's own indentation, which
 * YAML 1.2 does not allow (the `yaml` package refuses it; older js-yaml read it leniently). Indent
 * those continuation lines, in memory, and parse the rest as it is.
 */
function readVbpuoDocument(): Document {
  const lines = fs.readFileSync(yamlFile, 'utf8').split('\n');
  const start = lines.findIndex((line) => line.startsWith('  description: "'));
  let end = start + 1;
  while (end < lines.length && lines[end]?.trim() !== '"') end += 1;
  for (let index = start + 1; index <= end; index += 1) lines[index] = `    ${lines[index]}`;
  return parse(lines.join('\n')) as Document;
}

const capital = '/v1/capital/{puvCode}/new';
const messageFile = (folder: string, name: string) => [name, fs.readFileSync(path.join(fixtures, folder, name), 'utf8')] as const;

describe.skipIf(!present)('the VB-PUO OpenAPI description through the document validation', () => {
  let document: Document;
  beforeAll(() => {
    document = readVbpuoDocument();
  });

  it('passes (its message schemas live beside it in the standard, so external references are not followed)', async () => {
    expect(document.info.title).toBe('OpenAPI SPEC Data-uitwisseling Vermogensbeheer en Pensioenuitvoering');
    expect(await validateOpenApiDocument(document, null)).toEqual([]);
  });

  it('resolves its Vermogen path with the message schema and its code lists given by file name, as a definition’s generated files are', async () => {
    const trimmed = structuredClone(document) as Document & { paths: Record<string, { post: { responses: Record<string, unknown> } }> };
    trimmed.paths = { [capital]: trimmed.paths[capital] as (typeof trimmed.paths)[string] };
    delete trimmed.paths[capital]?.post.responses['400'];
    trimmed.components.schemas = { Capital: trimmed.components.schemas.Capital };
    const folder = 'VBPUO-Bericht_1._Vermogen_(0001a)';
    const schema = messageFile(folder, 'VBPUO-001.00-Bericht_1._Vermogen_(0001a).json');
    const codeLists = messageFile(folder, 'VBPUO-001.00-Bericht_1._Vermogen_(0001a)-afdCodelists.json');
    expect(await validateOpenApiDocument(trimmed, new Map([schema, codeLists]))).toEqual([]);
    // Without the code lists the schema's references to the standard's lists stay open: nothing is fetched.
    expect(await validateOpenApiDocument(trimmed, new Map([schema]))).toEqual([
      "Verwijzing naar 'AFDIDP.json' kan niet worden opgelost: dat bestand hoort niet bij deze definitie.",
      "Verwijzing naar 'AFDRES.json' kan niet worden opgelost: dat bestand hoort niet bij deze definitie.",
    ]);
  });

  it('finds a missing info title', async () => {
    const broken = structuredClone(document);
    delete broken.info.title;
    expect(await validateOpenApiDocument(broken, null)).toEqual(["REQUIRED must have required property 'title'"]);
  });

  it('finds a path parameter the operation does not declare', async () => {
    const broken = structuredClone(document);
    (broken.paths[capital] as Document['paths'][string]).post.parameters = [];
    expect(await validateOpenApiDocument(broken, null)).toEqual(['`/paths/v1/capital/{puvCode}/new/post` is missing path parameter(s) for `{puvCode}`.']);
  });

  it('finds an operationId used twice', async () => {
    const broken = structuredClone(document);
    (broken.paths['/v1/cashflow/{puvCode}/new'] as Document['paths'][string]).post.operationId = 'newCapital';
    expect(await validateOpenApiDocument(broken, null)).toEqual(['The operationId `newCapital` is duplicated and must be made unique.']);
  });

  it('finds a reference to a schema that is not there', async () => {
    const broken = structuredClone(document);
    delete broken.components.schemas.Feedback;
    expect(await validateOpenApiDocument(broken, null)).toEqual(['Missing $ref pointer "#/components/schemas/Feedback". Token "Feedback" does not exist.']);
  });
});

if (!present) describe('the VB-PUO OpenAPI description', () => it.skip(`needs ../shared/fixtures (not found at ${fixtures})`, () => undefined));

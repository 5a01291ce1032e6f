import { XmlDocument, XsdValidator } from 'libxml2-wasm';
import { describe, expect, it } from 'vitest';
import type { CatalogueResolver } from './catalogue-resolver.ts';
import { ensureInputGate } from './input-gate.ts';
import { loadSchemaSet, withLoadedSchemaSet } from './schema-set.ts';
import { compileSchemaSet } from './xsd-compile.ts';

const FM = 'urn:test:formaten';
const CL = 'urn:test:codelijsten';
const formats = `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="${FM}" xmlns:cl="${CL}">
  <xs:import namespace="${CL}" schemaLocation="codelist.xsd"/>
  <xs:simpleType name="AN__35"><xs:restriction base="xs:string"><xs:maxLength value="35"/></xs:restriction></xs:simpleType>
</xs:schema>`;
const codeLists = `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="${CL}">
  <xs:simpleType name="ADNLOG"><xs:restriction base="xs:string"><xs:enumeration value="J"/><xs:enumeration value="N"/></xs:restriction></xs:simpleType>
</xs:schema>`;
const files: Record<string, string> = { [FM]: formats, [CL]: codeLists };
const resolver: CatalogueResolver = (namespace) => files[namespace] ?? null;

const schema = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:fm="${FM}" xmlns:cl="${CL}" targetNamespace="urn:org">
${body}
</xs:schema>`;

function problemsOf(xsd: string) {
  const load = loadSchemaSet(xsd, 'afdSchema.xsd', resolver);
  if (load.ok) throw new Error('expected a refusal');
  return load.problems;
}

describe('loadSchemaSet and compileSchemaSet', () => {
  it('resolves imports of catalogue namespaces, and theirs, and compiles', () => {
    const load = loadSchemaSet(schema(`<xs:import namespace="${FM}" schemaLocation="formaten.xsd"/>\n<xs:element name="A" type="fm:AN__35"/>`), 'afdSchema.xsd', resolver);
    expect(load.ok).toBe(true);
    if (!load.ok) return;
    expect([...load.set.imported.keys()]).toEqual([FM, CL]);
    expect(compileSchemaSet(load.set)).toEqual([]);
  });

  it('compiles a schema with a default namespace whose catalogue import has no schemaLocation', () => {
    const xsd = `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns="urn:org" xmlns:fm="${FM}" targetNamespace="urn:org">
  <!-- <xs:import namespace="${CL}"/> in a comment --><xs:import namespace="${CL}"/><xs:import namespace="${FM}"
    schemaLocation="formaten.xsd"/><xs:import
    namespace="${CL}"/>
  <xs:element name="A" type="fm:AN__35"/>
</xs:schema>`;
    const load = loadSchemaSet(xsd, 'afdSchema.xsd', resolver);
    if (!load.ok) throw new Error('loads');
    expect(compileSchemaSet(load.set)).toEqual([]);
  });

  it('refuses an import of a namespace that is not the catalogue, never fetching it', () => {
    expect(problemsOf(schema('<xs:import namespace="urn:elders" schemaLocation="elders.xsd"/>'))).toEqual([
      {
        message: 'Import van een namespace die niet tot de datacatalogus behoort.',
        description:
          'afdSchema.xsd, regel 3, /xs:schema/xs:import: namespace "urn:elders" is geen namespace van de datacatalogus; andere schema\'s worden nooit opgehaald.',
      },
    ]);
  });

  it('refuses a schema location that is a URL or an absolute path, even for a catalogue namespace', () => {
    const problems = problemsOf(schema(`<xs:import namespace="${FM}" schemaLocation="https://example.org/formaten.xsd"/>\n<xs:import namespace="${CL}" schemaLocation="/etc/passwd"/>`));
    expect(problems.map((problem) => problem.message)).toEqual([
      'Een verwijzing naar een extern bestand wordt niet geladen.',
      'Een verwijzing naar een extern bestand wordt niet geladen.',
    ]);
    expect(problems[0]?.description).toBe(
      'afdSchema.xsd, regel 3, /xs:schema/xs:import: schemaLocation "https://example.org/formaten.xsd" is een URL of absoluut pad; alleen de datacatalogus kan worden geïmporteerd en die wordt lokaal opgezocht.',
    );
  });

  it('refuses an include and an import without namespace', () => {
    expect(problemsOf(schema('<xs:include schemaLocation="deel2.xsd"/>\n<xs:import schemaLocation="x.xsd"/>'))).toEqual([
      {
        message: 'Een xs:include wordt niet geladen.',
        description:
          'afdSchema.xsd, regel 3, /xs:schema/xs:include: "deel2.xsd" is geen bestand van de datacatalogus; een schema moet uit één bestand bestaan en mag alleen de datacatalogus importeren.',
      },
      {
        message: 'Import zonder namespace.',
        description: 'afdSchema.xsd, regel 4, /xs:schema/xs:import: xs:import zonder namespace-attribuut verwijst niet naar de datacatalogus en wordt niet geladen.',
      },
    ]);
  });

  it('refuses a catalogue file that does not parse', () => {
    const broken: CatalogueResolver = (namespace) => (namespace === FM ? '<xs:schema' : null);
    const load = loadSchemaSet(schema(`<xs:import namespace="${FM}" schemaLocation="formaten.xsd"/>`), 'afdSchema.xsd', broken);
    expect(load.ok).toBe(false);
    if (load.ok) return;
    expect(load.problems[0]?.message).toBe('Een bestand van de datacatalogus is onbruikbaar.');
    expect(load.problems[0]?.description).toMatch(/^formaten\.xsd: het bestand voor namespace "urn:test:formaten" geeft: formaten\.xsd, regel 1: /);
  });

  it('reports a compile error with file, line and element path', () => {
    const load = loadSchemaSet(schema('<xs:element name="A" type="fm:AN__35"/>'), 'afdSchema.xsd', resolver);
    if (!load.ok) throw new Error('loads');
    expect(compileSchemaSet(load.set)).toEqual([
      {
        message: 'Het schema is geen geldig XML Schema.',
        description: expect.stringMatching(/^afdSchema\.xsd, regel 3, \/xs:schema\/xs:element: het schema compileert niet\. Melding van de XSD-compiler: .*not indicated by an import statement.*\.$/),
      },
    ]);
  });

  it('leaves xs:redefine unloaded and out of the compilation', () => {
    const load = loadSchemaSet(schema('<xs:redefine schemaLocation="http://example.org/eigen.xsd"/>'), 'afdSchema.xsd', resolver);
    if (!load.ok) throw new Error('loads');
    expect(load.set.unloadedReferences.map((reference) => reference.kind)).toEqual(['redefine']);
    expect(compileSchemaSet(load.set)).toEqual([]);
  });

  it('compiles the document it lent as loaded, with the same verdicts as a new parse, and frees it after', () => {
    const broken = schema(`<xs:import namespace="${FM}" schemaLocation="formaten.xsd"/>\n<xs:redefine schemaLocation="http://example.org/eigen.xsd"/>\n<xs:element name="A" type="fm:ONBEKEND"/>`);
    const fine = schema(`<xs:import namespace="${FM}" schemaLocation="formaten.xsd"/>\n<xs:element name="A" type="fm:AN__35"/>`);
    for (const [xsd, problems] of [[broken, 1], [fine, 0]] as const) {
      const fresh = loadSchemaSet(xsd, 'afdSchema.xsd', resolver);
      if (!fresh.ok) throw new Error('loads');
      let lentDoc: XmlDocument | null = null;
      const lent = withLoadedSchemaSet(xsd, 'afdSchema.xsd', resolver, (load, parsedMain) => {
        lentDoc = parsedMain;
        if (!load.ok) throw new Error('loads');
        const problemsOfLent = compileSchemaSet(load.set, undefined, undefined, parsedMain);
        // It compiled the lent document itself: its references were rewritten there (the redefine went).
        expect(parsedMain?.find('//xs:redefine', { xs: 'http://www.w3.org/2001/XMLSchema' })).toHaveLength(0);
        return problemsOfLent;
      });
      expect(lent).toEqual(compileSchemaSet(fresh.set));
      expect(lent).toHaveLength(problems);
      expect(lentDoc).not.toBeNull();
      // Freed when the lending call returned: libxml2-wasm refuses a disposed document.
      expect(() => lentDoc?.root).toThrow();
    }
  });

  it('lends no document when the file does not parse', () => {
    const seen = withLoadedSchemaSet('<xs:schema', 'afdSchema.xsd', resolver, (load, parsedMain) => ({ ok: load.ok, parsedMain }));
    expect(seen).toEqual({ ok: false, parsedMain: null });
  });

  it('lets libxml2 itself open no file the gate does not serve', () => {
    ensureInputGate();
    const doc = XmlDocument.fromString(schema(`<xs:import namespace="${FM}" schemaLocation="package.json"/>\n<xs:element name="A" type="fm:AN__35"/>`));
    try {
      expect(() => XsdValidator.fromDoc(doc)).toThrow(/failed to load "package\.json"/);
    } finally {
      doc.dispose();
    }
  });
});

import { afd1Format, type Afd1Format } from '../formats/format-notation.ts';
import { xsdShapeOfAfd1Format } from '../formats/format-facets.ts';
import { codeListOfXsdFormat, formatNotationOfXsdName } from '../formats/xsd-format-names.ts';
import type { CodeListData } from './catalogue-data.ts';
import { catalogueFileName, catalogueNamespaces, cataloguePrefixes, type CatalogueFileKind } from './corpus-namespaces.ts';
import type { GeneratedCatalogue } from './generated-catalogue.ts';
import { facetLines } from './facet-lines.ts';
import { attributesText, documentationLine, escapeXml, XML_DECLARATION } from './xml-text.ts';

// The six XSD files of the synthetic catalogue: formats, code lists, attributes (one simpleType
// per attribute suffix), entities (one complexType per entity), coverage-code groups and the
// contract message structure (nesting and occurrences of the realistic entities).

const XS = 'http://www.w3.org/2001/XMLSchema';

/** The catalogue as XSD files by file name, in a fixed order. */
export function catalogueXsdFiles(catalogue: GeneratedCatalogue, datedNames: boolean): Record<string, string> {
  const name = (kind: CatalogueFileKind) => catalogueFileName(kind, datedNames ? catalogue.version : null);
  return {
    [name('formats')]: formatsXsd(catalogue),
    [name('codeLists')]: codeListsXsd(catalogue, 'codeLists', catalogue.codeLists, 'Codelijsten'),
    [name('attributes')]: attributesXsd(catalogue, name),
    [name('entities')]: entitiesXsd(catalogue, name),
    [name('coverageGroups')]: codeListsXsd(catalogue, 'coverageGroups', catalogue.coverageGroups, 'Dekkingscodegroepen'),
    [name('structure')]: structureXsd(catalogue, name),
  };
}

function schemaOpen(kind: CatalogueFileKind, catalogue: GeneratedCatalogue, title: string, importedKinds: CatalogueFileKind[] = []): string[] {
  const ownPrefix = cataloguePrefixes[kind];
  const namespaces = [kind, ...importedKinds].map((other) => ` xmlns:${cataloguePrefixes[other]}="${catalogueNamespaces[other]}"`).join('');
  return [
    XML_DECLARATION,
    `<xs:schema xmlns:xs="${XS}"${namespaces} targetNamespace="${catalogueNamespaces[kind]}" elementFormDefault="qualified" version="${catalogue.version}">`,
    ...documentationLine('  ', `AFD 1.0 ${title}, versie ${catalogue.version} (synthetische catalogus, prefix ${ownPrefix})`),
  ];
}

function importLines(kinds: CatalogueFileKind[], fileName: (kind: CatalogueFileKind) => string): string[] {
  return kinds.map((kind) => `  <xs:import${attributesText({ namespace: catalogueNamespaces[kind], schemaLocation: fileName(kind) })}/>`);
}

function formatsXsd(catalogue: GeneratedCatalogue): string {
  const lines = schemaOpen('formats', catalogue, 'formaten');
  for (const xsdName of catalogue.formats) {
    const notation = formatNotationOfXsdName(xsdName);
    if (notation === null) continue;
    const format = afd1Format(notation);
    const shape = xsdShapeOfAfd1Format(format);
    const codeList = codeListOfXsdFormat(xsdName);
    lines.push(`  <xs:simpleType name="${xsdName}">`, ...documentationLine('    ', `${notation}: ${formatDescription(format)}`));
    lines.push(`    <xs:restriction base="xs:${shape.builtin}">`);
    if (codeList) lines.push(...['J', 'N'].map((value) => `      <xs:enumeration value="${value}"/>`));
    else lines.push(...facetLines('      ', shape.facets));
    lines.push('    </xs:restriction>', '  </xs:simpleType>');
  }
  return [...lines, '</xs:schema>', ''].join('\n');
}

function formatDescription(format: Afd1Format): string {
  const upTo = format.exactLength ? 'precies' : 'maximaal';
  switch (format.kind) {
    case 'alphanumeric':
      return `alfanumeriek, ${upTo} ${format.length} tekens`;
    case 'numeric':
      return `numeriek, ${upTo} ${format.length} cijfers`;
    case 'date':
      return 'datum in de vorm EEJJMMDD';
    case 'amount':
      return `bedrag, ${upTo} ${format.length} cijfers waarvan ${format.decimals} decimalen`;
    case 'percentage':
      return `percentage, ${upTo} ${format.length} cijfers waarvan ${format.decimals} decimalen`;
    case 'quantity':
      return `aantal, ${upTo} ${format.length} cijfers waarvan ${format.decimals} decimalen`;
  }
}

function codeListsXsd(catalogue: GeneratedCatalogue, kind: CatalogueFileKind, lists: readonly CodeListData[], title: string): string {
  const lines = schemaOpen(kind, catalogue, title.toLowerCase());
  for (const list of lists) {
    lines.push(`  <xs:simpleType name="${list.name}">`, ...documentationLine('    ', list.description), '    <xs:restriction base="xs:string">');
    for (const [code, label] of list.values) {
      lines.push(`      <xs:enumeration value="${escapeXml(code)}">`, ...documentationLine('        ', label), '      </xs:enumeration>');
    }
    lines.push('    </xs:restriction>', '  </xs:simpleType>');
  }
  return [...lines, '</xs:schema>', ''].join('\n');
}

function attributesXsd(catalogue: GeneratedCatalogue, fileName: (kind: CatalogueFileKind) => string): string {
  const imported: CatalogueFileKind[] = ['formats', 'codeLists', 'coverageGroups'];
  const lines = [...schemaOpen('attributes', catalogue, 'attributen', imported), ...importLines(imported, fileName)];
  for (const attribute of [...catalogue.attributes.values()].sort((a, b) => a.suffix.localeCompare(b.suffix))) {
    lines.push(
      `  <xs:simpleType name="${attribute.suffix}">`,
      ...documentationLine('    ', attribute.description),
      `    <xs:restriction base="${attribute.baseType}"/>`,
      '  </xs:simpleType>',
    );
  }
  return [...lines, '</xs:schema>', ''].join('\n');
}

function entitiesXsd(catalogue: GeneratedCatalogue, fileName: (kind: CatalogueFileKind) => string): string {
  const lines = [...schemaOpen('entities', catalogue, 'entiteiten', ['attributes']), ...importLines(['attributes'], fileName)];
  for (const entity of catalogue.entities) {
    lines.push(`  <xs:complexType name="${entity.label}">`, ...documentationLine('    ', entity.description), '    <xs:sequence>');
    for (const attribute of entity.attributes) {
      lines.push(
        `      <xs:element name="${entity.label}_${attribute.suffix}" type="at:${attribute.suffix}" minOccurs="0">`,
        ...documentationLine('        ', attribute.description),
        '      </xs:element>',
      );
    }
    lines.push('    </xs:sequence>', '  </xs:complexType>');
  }
  return [...lines, '</xs:schema>', ''].join('\n');
}

/** The realistic entities under PP, each optional and repeatable; AL once, PP one or more. */
function structureXsd(catalogue: GeneratedCatalogue, fileName: (kind: CatalogueFileKind) => string): string {
  const lines = [...schemaOpen('structure', catalogue, 'contractberichtstructuur', ['entities']), ...importLines(['entities'], fileName)];
  const underPolicy = catalogue.entities.slice(0, 12).filter((entity) => entity.label !== 'AL' && entity.label !== 'PP');
  lines.push(
    '  <xs:element name="Contractbericht" type="cb:Contractbericht"/>',
    '  <xs:complexType name="Contractbericht">',
    ...documentationLine('    ', 'Contractbericht: nesting en aantallen van de entiteiten'),
    '    <xs:sequence>',
    '      <xs:element name="AL" type="en:AL"/>',
    '      <xs:element name="PP" type="cb:PP_Structuur" maxOccurs="unbounded"/>',
    '    </xs:sequence>',
    '  </xs:complexType>',
    '  <xs:complexType name="PP_Structuur">',
    '    <xs:complexContent>',
    '      <xs:extension base="en:PP">',
    '        <xs:sequence>',
    ...underPolicy.map((entity) => `          <xs:element name="${entity.label}" type="en:${entity.label}" minOccurs="0" maxOccurs="unbounded"/>`),
    '        </xs:sequence>',
    '      </xs:extension>',
    '    </xs:complexContent>',
    '  </xs:complexType>',
  );
  return [...lines, '</xs:schema>', ''].join('\n');
}

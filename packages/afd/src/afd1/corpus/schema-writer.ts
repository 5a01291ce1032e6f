import { facetLines } from './facet-lines.ts';
import { catalogueNamespaces, cataloguePrefixes, type CatalogueFileKind } from './corpus-namespaces.ts';
import type { AttributeSpec, EntitySpec, SchemaSpec, TypeSpec } from './schema-spec.ts';
import { attributesText, documentationLine, XML_DECLARATION } from './xml-text.ts';

// Writes a schema description as AFD 1.0 XSD: a root element, one named complexType per entity
// (attributes first, then child entities, in a sequence), attribute types from the catalogue's
// format and code-list namespaces, imported by namespace and file name.

const XS = 'http://www.w3.org/2001/XMLSchema';
const kindOfPrefix = new Map(Object.entries(cataloguePrefixes).map(([kind, prefix]) => [prefix, kind as CatalogueFileKind]));

/** The XSD text of a schema description. */
export function writeSchema(spec: SchemaSpec): string {
  const own = (name: string) => (spec.ownPrefix ? `${spec.ownPrefix}:${name}` : name);
  const entities = flatten(spec.root);
  const usedPrefixes = [...new Set(entities.flatMap((entity) => entity.attributes.flatMap((attribute) => prefixesOf(attribute.type))))].sort();
  const namespaceDeclarations = [
    ` xmlns:xs="${XS}"`,
    spec.targetNamespace === null ? '' : spec.ownPrefix ? ` xmlns:${spec.ownPrefix}="${spec.targetNamespace}"` : ` xmlns="${spec.targetNamespace}"`,
    ...usedPrefixes.map((prefix) => ` xmlns:${prefix}="${catalogueNamespaces[kindOfPrefix.get(prefix) ?? 'formats']}"`),
  ].join('');
  const lines = [
    XML_DECLARATION,
    `<xs:schema${namespaceDeclarations}${attributesText({ targetNamespace: spec.targetNamespace ?? undefined })} elementFormDefault="qualified">`,
    ...usedPrefixes.map(
      (prefix) =>
        `  <xs:import${attributesText({ namespace: catalogueNamespaces[kindOfPrefix.get(prefix) ?? 'formats'], schemaLocation: spec.catalogueLocations[prefix] })}/>`,
    ),
    ...(spec.extraTopLevel ?? []).map((line) => `  ${line}`),
    `  <xs:element name="${spec.root.element}" type="${own(spec.root.typeName)}"/>`,
  ];
  for (const entity of entities) {
    if (!entity.anonymousType) lines.push(...complexTypeLines(entity, '  ', own, true));
    for (const attribute of entity.attributes) if (attribute.withSubstitute) lines.push(...substitutableLines(attribute, own));
  }
  return [...lines, '</xs:schema>', ''].join('\n');
}

function flatten(entity: EntitySpec): EntitySpec[] {
  return [entity, ...entity.children.flatMap(flatten)];
}

function prefixesOf(type: TypeSpec): string[] {
  const qnames = 'ref' in type ? [type.ref] : 'base' in type ? [type.base] : type.union;
  return qnames.map((qname) => qname.slice(0, qname.indexOf(':')));
}

function complexTypeLines(entity: EntitySpec, indent: string, own: (name: string) => string, named: boolean): string[] {
  const open = named ? `${indent}<xs:complexType name="${entity.typeName}">` : `${indent}<xs:complexType>`;
  const documentation = entity.undocumented ? [] : documentationLine(`${indent}  `, entity.description);
  const attributeLines = entity.attributes.flatMap((attribute) => attributeParticleLines(attribute, `${indent}      `, own));
  const childLines = entity.children.flatMap((child) => childParticleLines(child, `${indent}      `, own));
  const wildcard = entity.wildcard ? [`${indent}      <xs:any namespace="##other" processContents="lax" minOccurs="0"/>`] : [];
  if (!entity.extendsBase) {
    return [open, ...documentation, `${indent}  <xs:sequence>`, ...attributeLines, ...childLines, ...wildcard, `${indent}  </xs:sequence>`, `${indent}</xs:complexType>`];
  }
  // The attributes go into a base type; the entity's own type extends it with the children.
  return [
    `${indent}<xs:complexType name="${entity.typeName}_Basis">`,
    ...documentationLine(`${indent}  `, `${entity.description} (basis)`),
    `${indent}  <xs:sequence>`,
    ...attributeLines,
    `${indent}  </xs:sequence>`,
    `${indent}</xs:complexType>`,
    open,
    ...documentation,
    `${indent}  <xs:complexContent>`,
    `${indent}    <xs:extension base="${own(`${entity.typeName}_Basis`)}">`,
    `${indent}      <xs:sequence>`,
    ...childLines.map((line) => `    ${line}`),
    ...wildcard.map((line) => `    ${line}`),
    `${indent}      </xs:sequence>`,
    `${indent}    </xs:extension>`,
    `${indent}  </xs:complexContent>`,
    `${indent}</xs:complexType>`,
  ];
}

function occursAttributes(minOccurs: number, maxOccurs: number | 'unbounded' = 1) {
  return { minOccurs: minOccurs === 1 ? undefined : minOccurs, maxOccurs: maxOccurs === 1 ? undefined : maxOccurs };
}

function childParticleLines(child: EntitySpec, indent: string, own: (name: string) => string): string[] {
  const occurs = attributesText(occursAttributes(child.minOccurs, child.maxOccurs));
  if (!child.anonymousType) return [`${indent}<xs:element name="${child.element}" type="${own(child.typeName)}"${occurs}/>`];
  return [`${indent}<xs:element name="${child.element}"${occurs}>`, ...complexTypeLines(child, `${indent}  `, own, false), `${indent}</xs:element>`];
}

function attributeParticleLines(attribute: AttributeSpec, indent: string, own: (name: string) => string): string[] {
  const occurs = attributesText(occursAttributes(attribute.minOccurs, attribute.maxOccurs));
  if (attribute.withSubstitute) return [`${indent}<xs:element ref="${own(attribute.element)}"${occurs}/>`];
  return declarationLines(attribute, indent, occurs);
}

function declarationLines(attribute: AttributeSpec, indent: string, extraAttributes: string, name = attribute.element): string[] {
  const documentation = documentationLine(`${indent}  `, attribute.description);
  if ('ref' in attribute.type) {
    if (documentation.length === 0) return [`${indent}<xs:element name="${name}" type="${attribute.type.ref}"${extraAttributes}/>`];
    return [`${indent}<xs:element name="${name}" type="${attribute.type.ref}"${extraAttributes}>`, ...documentation, `${indent}</xs:element>`];
  }
  const simpleType =
    'union' in attribute.type
      ? [`${indent}  <xs:simpleType><xs:union memberTypes="${attribute.type.union.join(' ')}"/></xs:simpleType>`]
      : [
          `${indent}  <xs:simpleType>`,
          `${indent}    <xs:restriction base="${attribute.type.base}">`,
          ...facetLines(`${indent}      `, attribute.type.facets),
          `${indent}    </xs:restriction>`,
          `${indent}  </xs:simpleType>`,
        ];
  return [`${indent}<xs:element name="${name}"${extraAttributes}>`, ...documentation, ...simpleType, `${indent}</xs:element>`];
}

/** A top-level attribute element and a substitute for it (same type) in its substitution group. */
function substitutableLines(attribute: AttributeSpec, own: (name: string) => string): string[] {
  return [
    ...declarationLines(attribute, '  ', ''),
    ...declarationLines({ ...attribute, description: `${attribute.description} (alternatief)` }, '  ', ` substitutionGroup="${own(attribute.element)}"`, `${attribute.element}_ALT`),
  ];
}

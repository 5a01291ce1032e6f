import { describe, expect, it } from 'vitest';
import { loadSchemaSet } from '../xml/schema-set.ts';
import { allEntities, buildEntityTree } from './entity-tree.ts';
import { SchemaComponents } from './schema-components.ts';

// A named type is followed once per schema set and kept (resolveSimpleType); each attribute gets a
// copy of its own, because a declaration adds its own fixed value to its type's facets.

const schema = `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:o="urn:org" targetNamespace="urn:org">
  <xs:simpleType name="Code"><xs:annotation><xs:documentation>Een code</xs:documentation></xs:annotation>
    <xs:restriction base="xs:string"><xs:maxLength value="3"/></xs:restriction></xs:simpleType>
  <xs:element name="Bericht"><xs:complexType><xs:sequence>
    <xs:element name="EERSTE" type="o:Code" fixed="AB"/>
    <xs:element name="TWEEDE" type="o:Code"/>
    <xs:element name="DERDE" type="o:Code" fixed="XYZ"/>
  </xs:sequence></xs:complexType></xs:element>
</xs:schema>`;

describe('resolveSimpleType, kept per schema set', () => {
  it('gives every attribute of a shared named type its own facets, with only its own fixed value', () => {
    const load = loadSchemaSet(schema, 'org.xsd', () => null);
    if (!load.ok) throw new Error('loads');
    const tree = buildEntityTree(new SchemaComponents(load.set));
    const attributes = [...allEntities(tree.roots)].flatMap((entity) => entity.attributes);
    const facetsOf = (name: string) => attributes.find((attribute) => attribute.name === name)?.type.facets;
    expect(facetsOf('EERSTE')).toEqual({ maxLength: 3, const: 'AB' });
    expect(facetsOf('TWEEDE')).toEqual({ maxLength: 3 });
    expect(facetsOf('DERDE')).toEqual({ maxLength: 3, const: 'XYZ' });
    expect(attributes.map((attribute) => attribute.type.description)).toEqual(['Een code', 'Een code', 'Een code']);
  });
});

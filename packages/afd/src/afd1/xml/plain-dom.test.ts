import { XmlCData, XmlComment, XmlElement, XmlText, type XmlDocument } from 'libxml2-wasm';
import { describe, expect, it } from 'vitest';
import { generateAfd1Corpus } from '../corpus/generate-afd1-corpus.ts';
import { ATTRIBUTE_NODE, CDATA_SECTION_NODE, COMMENT_NODE, ELEMENT_NODE, TEXT_NODE, toPlainDocument, type PlainChild, type PlainElement } from './plain-dom.ts';
import { parseSafeXml } from './safe-xml.ts';

// toPlainDocument reads libxml2's structs by pointer for speed; what it copies must be exactly
// what libxml2-wasm's public wrapper classes say about each node. The reference below walks those
// classes (as the copy did before it read the structs), for every file of the synthetic corpus and
// for a document with every kind of node and namespace a schema may carry.

interface Shape {
  nodeType: number;
  nodeName: string;
  localName?: string;
  namespaceURI?: string | null;
  prefix?: string | null;
  line: number;
  data?: string;
  namespaces?: [string, string][];
  attributes?: { name: string; localName: string; namespaceURI: string | null; prefix: string | null; value: string; line: number }[];
  childNodes?: Shape[];
}

/** What libxml2-wasm's wrapper classes say about an element and everything in it. */
function referenceShape(source: XmlElement, scope: Map<string, string>): Shape {
  const declarations = Object.entries(source.nsDeclarations);
  const namespaces = declarations.length === 0 ? scope : new Map([...scope, ...declarations]);
  const prefix = source.prefix || null;
  const childNodes: Shape[] = [];
  for (let child = source.firstChild; child !== null; child = child.next) {
    if (child instanceof XmlElement) childNodes.push(referenceShape(child, namespaces));
    else if (child instanceof XmlCData) childNodes.push({ nodeType: CDATA_SECTION_NODE, nodeName: '#cdata-section', data: child.content, line: child.line });
    else if (child instanceof XmlText) childNodes.push({ nodeType: TEXT_NODE, nodeName: '#text', data: child.content, line: child.line });
    else if (child instanceof XmlComment) childNodes.push({ nodeType: COMMENT_NODE, nodeName: '#comment', data: child.content, line: child.line });
  }
  return {
    nodeType: ELEMENT_NODE,
    nodeName: prefix ? `${prefix}:${source.name}` : source.name,
    localName: source.name,
    namespaceURI: source.namespaceUri || null,
    prefix,
    line: source.line,
    namespaces: [...namespaces],
    attributes: source.attrs.map((attribute) => {
      const namespaceURI = attribute.namespaceUri || null;
      const attributePrefix = namespaceURI === null ? null : attribute.prefix || null;
      return {
        name: attributePrefix ? `${attributePrefix}:${attribute.name}` : attribute.name,
        localName: attribute.name,
        namespaceURI,
        prefix: attributePrefix,
        value: attribute.value,
        line: source.line,
      };
    }),
    childNodes,
  };
}

/** The same fields of the plain copy, checking each attribute's and child's link to its element. */
function copyShape(element: PlainElement): Shape {
  return {
    nodeType: element.nodeType,
    nodeName: element.nodeName,
    localName: element.localName,
    namespaceURI: element.namespaceURI,
    prefix: element.prefix,
    line: element.line,
    namespaces: [...element.namespaces],
    attributes: element.attributes.map((attribute) => {
      expect(attribute.nodeType).toBe(ATTRIBUTE_NODE);
      expect(attribute.ownerElement).toBe(element);
      expect(attribute.nodeName).toBe(attribute.name);
      return { name: attribute.name, localName: attribute.localName, namespaceURI: attribute.namespaceURI, prefix: attribute.prefix, value: attribute.value, line: attribute.line };
    }),
    childNodes: element.childNodes.map((child: PlainChild) => {
      expect(child.parentNode).toBe(element);
      if (child.nodeType === ELEMENT_NODE) return copyShape(child);
      return { nodeType: child.nodeType, nodeName: child.nodeName, data: child.data, line: child.line };
    }),
  };
}

/** Whether it was a well-formed document (the corpus holds some that are not, on purpose). */
function withParsed(text: string, use: (doc: XmlDocument) => void): boolean {
  const parsed = parseSafeXml(text, 'bestand.xml');
  if (!parsed.ok) return false;
  try {
    use(parsed.doc);
    return true;
  } finally {
    parsed.doc.dispose();
  }
}

function expectCopyAsWrappersSay(text: string): boolean {
  return withParsed(text, (doc) => {
    const copy = toPlainDocument(doc);
    expect(copy.childNodes).toHaveLength(1);
    const root = copy.childNodes[0] as PlainElement;
    expect(root.parentNode).toBe(copy);
    expect(copyShape(root)).toEqual(referenceShape(doc.root, new Map()));
    // The list the whole-document walks read instead of the tree: every element, in document order.
    const inTreeOrder = elementsInTreeOrder(root);
    expect(copy.elements).toHaveLength(inTreeOrder.length);
    expect(copy.elements.every((element, index) => element === inTreeOrder[index])).toBe(true);
  });
}

function elementsInTreeOrder(element: PlainElement): PlainElement[] {
  return [element, ...element.childNodes.flatMap((child) => (child.nodeType === ELEMENT_NODE ? elementsInTreeOrder(child) : []))];
}

describe('the plain copy of a parsed document', () => {
  it('says what the wrapper classes say, for every kind of node and namespace', () => {
    const wellFormed = expectCopyAsWrappersSay(`<?xml version="1.0" encoding="UTF-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns="urn:standaard" xmlns:fm="urn:formaten" targetNamespace="urn:standaard" elementFormDefault="qualified">
  <!-- een opmerking met é en &lt;tekens&gt; -->
  <xs:annotation><xs:documentation xml:lang="nl">Tekst &amp; meer <![CDATA[<ruw>]]> eind</xs:documentation></xs:annotation>
  <xs:element name="Polis" type="fm:AN__35" fm:extra="ja" minOccurs="0"/>
  <inner xmlns="urn:ander" xmlns:fm="urn:formaten-2"><fm:leeg/><kind attr="1"/></inner>
  <xs:element name="&#x1F600;" default="a&#10;b"/>
</xs:schema>`);
    expect(wellFormed).toBe(true);
  });

  it('leaves out a processing instruction inside an element and copies what follows it (the wrapper classes cannot step past one)', () => {
    withParsed('<a><?pi data?><b/>tekst</a>', (doc) => {
      const root = toPlainDocument(doc).childNodes[0] as PlainElement;
      expect(root.childNodes.map((child) => child.nodeName)).toEqual(['b', '#text']);
    });
  });

  it('says what the wrapper classes say, for every file of the synthetic corpus', () => {
    const corpus = generateAfd1Corpus();
    const texts = [...Object.values(corpus.catalogueFiles), ...corpus.baselines.map((baseline) => baseline.xsd), ...corpus.organisationSchemas.map((schema) => schema.xsd)];
    expect(texts.length).toBeGreaterThan(10);
    const compared = texts.filter((text) => expectCopyAsWrappersSay(text));
    expect(compared.length).toBeGreaterThan(10);
    // Every file of the corpus walked twice: 2.2 s alone, over the 5 s default beside other suites.
  }, 20_000);
});

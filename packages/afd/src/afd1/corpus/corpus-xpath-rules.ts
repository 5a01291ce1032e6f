// XPath rules of the corpus, in the management screen's shape: a selection (XPath 1.0, libxml2)
// and a predicate per selected node (XPath 2.0, fontoxpath), both over the uploaded XSD.

export interface CorpusXPathRule {
  name: string;
  selectionXPath: string;
  predicateXPath: string;
  errorMessage: string;
}

export const corpusXPathRules: readonly CorpusXPathRule[] = [
  {
    name: 'PremieBijBetalingstermijn',
    selectionXPath: "//xs:complexType[.//xs:element[@name = 'PB_BETTERM']]",
    predicateXPath: "fn:exists(.//xs:element[@name = 'PB_PREMIE'])",
    errorMessage: 'Bij een betalingstermijn (PB_BETTERM) hoort een premie (PB_PREMIE).',
  },
  {
    // The business-rule form 'if (A) then B else true()' of docs/domain.md, asked of the whole schema.
    name: 'VerzekeringnemerBijPremiebetaling',
    selectionXPath: '/xs:schema',
    predicateXPath: "if (fn:exists(//xs:element[@name = 'PB'])) then fn:exists(//xs:element[@name = 'VN']) else true()",
    errorMessage: 'Een schema met premiebetaling (PB) moet ook de verzekeringnemer (VN) bevatten.',
  },
  {
    name: 'EntiteitMetOmschrijving',
    selectionXPath: '/xs:schema/xs:complexType',
    predicateXPath: "fn:string-length(fn:normalize-space(fn:string-join(xs:annotation/xs:documentation, ''))) > 0",
    errorMessage: 'Elke entiteit (xs:complexType) heeft een omschrijving in xs:annotation/xs:documentation.',
  },
];

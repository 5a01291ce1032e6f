/**
 * The five AFD 1.0 checks of docs/domain.md, in order: 1 XML and XSD, 2 AFD component rules,
 * 3 restriction of the baseline, 4 XPath rules, 5 constructs left to manual validation.
 */
export type Afd1CheckId = 'xml-schema' | 'afd-components' | 'baseline-restriction' | 'xpath-rules' | 'manual-constructs';

export const afd1CheckIds: readonly Afd1CheckId[] = ['xml-schema', 'afd-components', 'baseline-restriction', 'xpath-rules', 'manual-constructs'];

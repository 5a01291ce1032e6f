import { withOwnFacets, type AttributeChoice, type ValueRules } from '@afd/afd/authoring';
import type { Codelist } from '@afd/contracts';
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { ArrayFacets, Facets, TreeAttributeWire } from '../api/facet-types';
import { Afd1AttributePanels } from './afd1-attribute-panels';
import { Afd2AttributePanel } from './afd2-attribute-panel';
import { CodeListPanel } from './code-list-panel';
import { CodeListSubsetModal } from './code-list-subset-modal';
import { definitionPageTexts as texts } from './definition-page-texts';
import { FacetsModal } from './facets-modal';
import { HelpTextModal } from './help-text-modal';
import { OptionListModal } from './option-list-modal';
import { OptionListPanel } from './option-list-panel';
import { PresenceTable } from './presence-table';
import { ValueRangeModal } from './value-range-modal';

export interface AttributeDetailsProps {
  attribute: TreeAttributeWire;
  choice: AttributeChoice;
  afdVersion: 1 | 2;
  functionNames: readonly string[];
  codeLists: Codelist[] | undefined;
  onChange: (choice: AttributeChoice) => void;
  validateFacets: (facets: Facets, arrayFacets: ArrayFacets) => Promise<string[]>;
}

type OpenModal = 'range' | 'helpText' | 'options' | 'subset' | 'facets' | null;

/** Everything about one attribute of the definition (001 §2 'Attribute panels'); each change is saved by the page. */
export function AttributeDetails({ attribute, choice, afdVersion, functionNames, codeLists, onChange, validateFacets }: AttributeDetailsProps) {
  const [modal, setModal] = useState<OpenModal>(null);
  const close = () => setModal(null);
  // Options and bounds fit the definition's own facets, where it has them, not only the baseline's.
  const rules: ValueRules = withOwnFacets({ format: attribute.format, type: attribute.type, facets: attribute.facets.baseline }, choice.facets);
  const codeList = attribute.codeList === null ? undefined : codeLists?.find((list) => list.name === attribute.codeList);
  return (
    // Names and descriptions without spaces break anywhere rather than push the panel wider (issue 16).
    <Stack gap="sm" style={{ overflowWrap: 'anywhere' }}>
      <Text fw={700}>{attribute.name}</Text>
      {afdVersion === 1 ? (
        <Afd1AttributePanels attribute={attribute} choice={choice} onChange={onChange} onEditRange={() => setModal('range')} onEditHelpText={() => setModal('helpText')} />
      ) : (
        <Afd2AttributePanel attribute={attribute} choice={choice} onChange={onChange} onEditFacets={() => setModal('facets')} onEditHelpText={() => setModal('helpText')} />
      )}
      {choice.customOptionList !== null ? <OptionListPanel options={choice.customOptionList} onDefine={() => setModal('options')} /> : null}
      {attribute.codeList !== null ? (
        <CodeListPanel codeListName={attribute.codeList} codeList={codeList} choice={choice} onChange={onChange} onSelectSubset={() => setModal('subset')} />
      ) : null}
      <Text fw={600}>{texts.usageInFunction}</Text>
      <PresenceTable attributeName={attribute.name} functionNames={functionNames} isRequired={attribute.isRequired} choice={choice} onChange={onChange} />

      {modal === 'range' ? (
        <ValueRangeModal attributeName={attribute.name} rules={rules} minimum={choice.minimum} maximum={choice.maximum} onSave={(range) => onChange({ ...choice, ...range })} onClose={close} />
      ) : null}
      {modal === 'helpText' ? <HelpTextModal attributeName={attribute.name} helpText={choice.helpText} onSave={(helpText) => onChange({ ...choice, helpText })} onClose={close} /> : null}
      {modal === 'options' ? (
        <OptionListModal attributeName={attribute.name} rules={rules} options={choice.customOptionList ?? []} onSave={(customOptionList) => onChange({ ...choice, customOptionList })} onClose={close} />
      ) : null}
      {modal === 'subset' && codeList ? (
        <CodeListSubsetModal
          attributeName={attribute.name}
          codeList={codeList}
          selected={choice.codeListSubset ?? []}
          onSave={(subset) => onChange({ ...choice, codeListSubset: subset.length > 0 ? subset : null })}
          onClose={close}
        />
      ) : null}
      {modal === 'facets' ? <FacetsModal attribute={attribute} choice={choice} validate={validateFacets} onSave={onChange} onClose={close} /> : null}
    </Stack>
  );
}

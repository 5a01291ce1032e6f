import type { Dimension, DimensionCombination, DimensionVersion } from '@afd/contracts';
import { Group, NativeSelect } from '@mantine/core';
import { config } from '@/lib/config';
import {
  certificationAreaOptions,
  domainOptions,
  messageTypeOptions,
  withCertificationArea,
  withDomain,
  withMessageType,
  type BaselineKeySelection,
  type KeyOption,
} from './baseline-key';

export interface BaselineKeySelectsProps {
  /** The combinations (all or only the allowed ones); only allowed ones are offered. */
  combinations: readonly DimensionCombination[];
  /** The certification areas with their version; needed for `certificationAreaVersion`. */
  certificationAreas?: readonly Dimension[];
  /** Offer only certification areas of this AFD version. */
  certificationAreaVersion?: DimensionVersion;
  value: BaselineKeySelection;
  onChange: (next: BaselineKeySelection) => void;
  disabled?: boolean;
}

const nothingChosen: KeyOption = { value: '', label: '' };

/**
 * The three selects of a baseline key: {product} Community, Berichtsoort and Domein, cascading
 * over the allowed combinations. Data comes in through props (see `useBaselineKeyData`), so a
 * screen decides where it loads it and the selects stay easy to test:
 *
 *   const keyData = useBaselineKeyData();
 *   const [key, setKey] = useState(emptyBaselineKey);
 *   <BaselineKeySelects {...keyData} certificationAreaVersion="1" value={key} onChange={setKey} />
 *   // isCompleteBaselineKey(key) enables the screen's button;
 *   // certificationAreaVersionOf(keyData.certificationAreas, key.certificationAreaId) tells XSD ('1') from JSON ('2').
 */
export function BaselineKeySelects({ combinations, certificationAreas = [], certificationAreaVersion, value, onChange, disabled = false }: BaselineKeySelectsProps) {
  const idOf = (selected: string) => (selected === '' ? null : selected);
  return (
    <Group align="flex-end" grow>
      <NativeSelect
        label={`${config.productName} Community`}
        data={[nothingChosen, ...certificationAreaOptions(combinations, certificationAreas, certificationAreaVersion)]}
        value={value.certificationAreaId ?? ''}
        onChange={(event) => onChange(withCertificationArea(idOf(event.currentTarget.value)))}
        disabled={disabled}
      />
      <NativeSelect
        label="Berichtsoort"
        data={[nothingChosen, ...messageTypeOptions(combinations, value)]}
        value={value.messageTypeId ?? ''}
        onChange={(event) => onChange(withMessageType(value, idOf(event.currentTarget.value)))}
        disabled={disabled || value.certificationAreaId === null}
      />
      <NativeSelect
        label="Domein"
        data={[nothingChosen, ...domainOptions(combinations, value)]}
        value={value.applicationAreaId ?? ''}
        onChange={(event) => onChange(withDomain(value, idOf(event.currentTarget.value)))}
        disabled={disabled || value.messageTypeId === null}
      />
    </Group>
  );
}

import type { BusinessRule } from '@afd/contracts';
import { Alert, SegmentedControl, Stack, Text } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { FormElement } from '@/components/form/form-element';
import { FormNativeSelect, FormTextarea, FormTextInput } from '@/components/form/form-fields';
import { FocusReturningModal } from '../focus-returning-modal';
import { FormModalActions } from '../form-modal-actions';
import { businessRuleScreenTexts as texts } from './business-rule-texts';
import { PseudoPartInput } from './pseudo-part-input';
import { PseudoToolbox } from './pseudo-toolbox';
import { useBusinessRuleForm, type BusinessRuleFormOptions } from './use-business-rule-form';

export interface BusinessRuleModalProps extends BusinessRuleFormOptions {
  /** The rule to edit (a copy is edited, 001 §4), or the new rule with its first unused name. */
  rule: BusinessRule;
  isNew: boolean;
  /** The server's check of pseudo code: its problems, empty when it is a rule. */
  validatePseudo: (expression: string) => Promise<string[]>;
  /** Saves the list with this rule; rejects with the server's refusal (the caller has shown its toast). */
  onSubmit: (rule: BusinessRule) => Promise<void>;
  onClose: () => void;
}

/**
 * 'Nieuwe/Bewerk verbandscontrole' (001 §2, §4, §5). AFD 1.0: name, source ('Bron verplicht') and
 * either pseudo code — Indien {conditie} DAN {dan} ANDERS {true|false}, checked by the server
 * before it is taken ('Ongeldige invoer' blocks) and stored as its XPath — or XPath itself.
 * AFD 2.0: a JMESPath expression with its message ('Foutmelding verplicht').
 */
export function BusinessRuleModal({ isNew, onClose, ...options }: BusinessRuleModalProps) {
  const { afdVersion, rule, attributeNames } = options;
  const { api, failure, setTarget, insert, inputs } = useBusinessRuleForm(options);
  const { control } = api.form;
  const mode = useWatch({ control, name: 'mode' });
  const title = isNew ? texts.add : `${texts.edit}: ${rule.name}`;
  return (
    <FocusReturningModal opened onClose={onClose} title={title} size="lg" closeOnClickOutside={false}>
      <FormElement api={api} aria-label={title}>
        <Stack>
          <FormTextInput control={control} name="name" label="Naam" />
          {afdVersion === 1 ? (
            <>
              <FormTextInput control={control} name="source" label="Bron" />
              <Controller
                control={control}
                name="mode"
                render={({ field }) => (
                  <SegmentedControl
                    aria-label="Soort"
                    value={field.value}
                    onChange={(value) => field.onChange(value === 'xpath' ? 'xpath' : 'pseudo')}
                    data={[
                      { value: 'pseudo', label: 'Pseudo-code' },
                      { value: 'xpath', label: 'XPath' },
                    ]}
                  />
                )}
              />
            </>
          ) : null}
          {afdVersion === 1 && mode === 'pseudo' ? (
            <>
              <Text size="sm" c="dimmed">
                Indien {'{conditie}'} DAN {'{dan}'} ANDERS {'{true|false}'} — met =, &lt;&gt;, &lt;, &lt;=, &gt;, &gt;=, EN, OF, NIET, ( ), count( ) en exists( ) over attribuutnamen.
              </Text>
              <PseudoToolbox attributeNames={attributeNames} onInsert={insert} />
              <PseudoPartInput control={control} name="condition" label="Indien" inputRef={inputs.condition} onFocus={() => setTarget('condition')} />
              <PseudoPartInput control={control} name="then" label="Dan" inputRef={inputs.then} onFocus={() => setTarget('then')} />
              <FormNativeSelect control={control} name="otherwise" label="Anders" data={['true', 'false']} />
            </>
          ) : (
            <FormTextarea control={control} name="expression" label={afdVersion === 1 ? 'XPath 2.0' : 'JMESPath'} rows={4} styles={{ input: { fontFamily: 'monospace' } }} />
          )}
          {afdVersion === 2 ? <FormTextInput control={control} name="message" label="Foutmelding" /> : null}
          {failure ? (
            <Alert color="red" title={failure.title}>
              {failure.lines.map((line) => (
                <Text key={line} size="sm">
                  {line}
                </Text>
              ))}
            </Alert>
          ) : null}
          <FormModalActions api={api} onCancel={onClose}>
            OK
          </FormModalActions>
        </Stack>
      </FormElement>
    </FocusReturningModal>
  );
}

import { msg, str } from '@lit/localize';
import SlOption from '@shoelace-style/shoelace/dist/react/option/index.js';
import SlRadio from '@shoelace-style/shoelace/dist/react/radio/index.js';
import SlRadioGroup from '@shoelace-style/shoelace/dist/react/radio-group/index.js';
import SlSelect from '@shoelace-style/shoelace/dist/react/select/index.js';
import { useEffect, useState } from 'react';
import { failureText } from '../../shared/api/index.ts';
import { FieldError } from '../account/FieldError.tsx';
import { choicesOf, type FormFieldConfig, type FormValue } from './form-config.ts';
import type { Choice } from './list-config.ts';
import { useDictItems } from './use-dict-items.ts';

/** The choices of a field read when it is shown (`loadChoices`), or why they could not be. */
function useLoadedChoices(load: (() => Promise<Choice[]>) | undefined) {
  const [state, setState] = useState<{ choices: Choice[]; failure: string | null }>({ choices: [], failure: null });
  useEffect(() => {
    if (!load) return undefined;
    let live = true;
    load().then(
      (choices) => live && setState({ choices, failure: null }),
      (error: unknown) => live && setState({ choices: [], failure: failureText(error) }),
    );
    return () => { live = false; };
  }, [load]);
  return state;
}

interface ChoiceFieldProps {
  field: FormFieldConfig;
  value: FormValue | undefined;
  common: { label: string; required: boolean; helpText: string; 'data-testid': string };
  onChange: (value: FormValue) => void;
}

/**
 * A select (single or multiple, clearable when optional) or radio group of a form: its
 * choices from a dictionary in the current language, from the config, or read on opening.
 */
export function ChoiceField({ field, value, common, onChange }: ChoiceFieldProps) {
  const items = useDictItems(field.dictCode);
  const loaded = useLoadedChoices(field.loadChoices);
  const choices = field.choices?.() ?? (field.loadChoices ? loaded.choices : items.map((item) => ({ value: item.value, label: item.text })));
  const id = common['data-testid'];

  if (field.widget === 'radio') {
    return (
      <SlRadioGroup {...common} value={typeof value === 'string' ? value : ''} onSlChange={(event) => onChange(String((event.target as HTMLInputElement).value))}>
        {choices.map((choice) => <SlRadio key={choice.value} value={choice.value} data-testid={`${id}-${choice.value}`}>{choice.label}</SlRadio>)}
      </SlRadioGroup>
    );
  }
  return (
    <>
      <SlSelect {...common} hoist multiple={!!field.multiple} clearable={!field.required || !!field.multiple} maxOptionsVisible={5}
        value={Array.isArray(value) ? choicesOf(value) : typeof value === 'string' ? value : ''} placeholder={field.placeholder?.() ?? msg(str`请选择${common.label}`)}
        onSlChange={(event) => onChange((event.target as unknown as { value: string | string[] }).value)}>
        {choices.map((choice) => <SlOption key={choice.value} value={choice.value}>{choice.label}</SlOption>)}
      </SlSelect>
      <FieldError id={`${id}-choices`} message={loaded.failure} />
    </>
  );
}

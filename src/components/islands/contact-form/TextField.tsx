import type { HTMLInputTypeAttribute } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { controlClasses } from './field-styles';
import FormField from './FormField';

interface Props {
  id: string;
  registration: UseFormRegisterReturn;
  label: string;
  isRequired?: boolean;
  error?: string | undefined;
  type: HTMLInputTypeAttribute;
  autoComplete: string;
  maxLength: number;
}

/** A one-line text input of the inquiry form, with its label and error message. */
export default function TextField({ id, label, isRequired = false, error, registration, ...input }: Props) {
  return (
    <FormField id={id} label={label} isRequired={isRequired} error={error}>
      {(a11y) => (
        <input {...a11y} {...registration} {...input} defaultValue="" className={controlClasses(Boolean(error))} />
      )}
    </FormField>
  );
}

import type { UseFormRegisterReturn } from 'react-hook-form';
import { controlClasses } from './field-styles';
import FormField from './FormField';
import { NOTHING_CHOSEN } from './use-inquiry-form';

interface Props {
  registration: UseFormRegisterReturn;
  id: string;
  label: string;
  placeholder: string;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
  isRequired?: boolean;
  className?: string;
}

/** A selection list of the inquiry form, showing the options' human labels. */
export default function OptionSelect({
  registration,
  id,
  label,
  placeholder,
  options,
  error,
  isRequired = false,
  className,
}: Props) {
  return (
    <FormField id={id} label={label} isRequired={isRequired} error={error} className={className}>
      {(a11y) => (
        <select {...a11y} {...registration} defaultValue={NOTHING_CHOSEN} className={controlClasses(Boolean(error))}>
          <option value={NOTHING_CHOSEN} disabled>
            {placeholder}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

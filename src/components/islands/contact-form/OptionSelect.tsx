import { Controller, type Control } from 'react-hook-form';
import type { InquiryFormValues, InquiryInput } from '~/lib/inquiry';
import { controlClasses } from './field-styles';
import FormField from './FormField';

/**
 * Stands for "nothing chosen yet". It is disabled, so nobody can pick it, and its value is
 * not empty: every real option has a value (SPEC §5), and the form's value stays '' meanwhile.
 */
const NOTHING_CHOSEN = '__nothing-chosen__';

interface Props {
  control: Control<InquiryFormValues, unknown, InquiryInput>;
  name: 'projectType' | 'budget' | 'timeline';
  id: string;
  label: string;
  placeholder: string;
  options: readonly { value: string; label: string }[];
  isRequired?: boolean;
  className?: string;
}

/** A selection list of the inquiry form, showing the options' human labels (SPEC §3). */
export default function OptionSelect({
  control,
  name,
  id,
  label,
  placeholder,
  options,
  isRequired = false,
  className,
}: Props) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField
          id={id}
          label={label}
          isRequired={isRequired}
          error={fieldState.error?.message}
          {...(className !== undefined && { className })}
        >
          {(a11y) => (
            <select
              {...a11y}
              ref={field.ref}
              name={field.name}
              value={field.value || NOTHING_CHOSEN}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              disabled={field.disabled}
              className={controlClasses(Boolean(fieldState.error))}
            >
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
      )}
    />
  );
}

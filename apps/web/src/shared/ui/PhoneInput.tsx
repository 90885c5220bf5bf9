import type { PhoneCountry } from '@cargo/domain';
import { TextInput, type TextInputProps } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { formatPhoneInput } from '../format/formatPhoneInput';

interface PhoneInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type'> {
  value: string | undefined;
  onChange: (value: string) => void;
  /** Formats for this country: 'by' adds the +375 prefix to what is typed. */
  country?: PhoneCountry;
}

/** A Russian (+7) or Belarusian (+375) phone, formatted as it is typed. */
export function PhoneInput({ value, onChange, country, ...props }: PhoneInputProps) {
  return (
    <TextInput
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={country === 'by' ? '+375 29 123-45-67' : '+7 999 123-45-67'}
      leftSection={<IconPhone size={16} stroke={1.6} />}
      {...props}
      value={value ?? ''}
      onChange={(event) => onChange(formatPhoneInput(event.currentTarget.value, country))}
    />
  );
}

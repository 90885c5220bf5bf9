import { COUNTRY } from '@cargo/domain';
import { Stack } from '@mantine/core';
import { ContactFields } from './ContactFields';
import { PassportFields } from './PassportFields';
import type { RecipientForm } from './recipientForm';

export { RECIPIENT_FIELDS, type RecipientForm } from './recipientForm';

interface RecipientFieldsProps {
  form: RecipientForm;
  countryCode: number | undefined;
  /** The customer's form suggests issuing authorities; the self-fill link has no access to that list. */
  suggestIdocOrg?: boolean;
  /** The nickname ("how to label it in the list") is for the customer's own list only. */
  withNickName?: boolean;
}

/**
 * Contact and passport fields of a recipient. Russia and Belarus get the customs fields (passport, issuing
 * authority and date; INN for Russia); other countries only the required ones.
 */
export function RecipientFields({
  form,
  countryCode,
  suggestIdocOrg = false,
  withNickName = false,
}: RecipientFieldsProps) {
  const russia = countryCode === COUNTRY.RUSSIA;
  const belarus = countryCode === COUNTRY.BELARUS;
  const strict = russia || belarus;
  return (
    <Stack gap="xl">
      <ContactFields form={form} strict={strict} belarus={belarus} withNickName={withNickName} />
      <PassportFields form={form} russia={russia} strict={strict} suggestIdocOrg={suggestIdocOrg} />
    </Stack>
  );
}

import { STAFF_ROLES, type StaffRole } from '@cargo/domain';
import { Checkbox, Stack } from '@mantine/core';
import { useDeskT } from '../../../shared/staff/i18n';

interface RolesFieldProps {
  value: StaffRole[];
  onChange: (roles: StaffRole[]) => void;
  error?: string;
}

/** The roles a colleague holds (several at once), each with what it allows. */
export function RolesField({ value, onChange, error }: RolesFieldProps) {
  const { t } = useDeskT('team');
  const { t: tShell } = useDeskT('shell');
  return (
    <Checkbox.Group
      label={t('roles')}
      withAsterisk
      value={value}
      onChange={(roles) => onChange(roles as StaffRole[])}
      error={error}
    >
      <Stack gap={6} mt={6}>
        {STAFF_ROLES.map((role) => (
          <Checkbox
            key={role}
            value={role}
            label={tShell(`roles.${role}`)}
            description={t(`roleDescriptions.${role}`)}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

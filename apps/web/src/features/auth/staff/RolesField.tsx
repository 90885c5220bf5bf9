import { STAFF_ROLE_DESCRIPTIONS, STAFF_ROLE_TITLES, STAFF_ROLES, type StaffRole } from '@cargo/domain';
import { Checkbox, Stack } from '@mantine/core';

interface RolesFieldProps {
  value: StaffRole[];
  onChange: (roles: StaffRole[]) => void;
  error?: string;
}

/** The roles a colleague holds (several at once), each with what it allows. */
export function RolesField({ value, onChange, error }: RolesFieldProps) {
  return (
    <Checkbox.Group
      label="Роли"
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
            label={STAFF_ROLE_TITLES[role]}
            description={STAFF_ROLE_DESCRIPTIONS[role]}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { COMPANY } from '../../shared/config/company';
import classes from './Footer.module.css';

export function Footer() {
  return (
    <footer className={classes.footer}>
      <Group justify="space-between" gap="xs" className={classes.inner}>
        <Text size="sm" c="dimmed">
          © {new Date().getFullYear()} {COMPANY.legalName}
        </Text>
        <Group gap="md" component="nav" aria-label="Документы">
          <Anchor component={Link} to="/documents/privacy-policy" size="sm" c="dimmed">
            Политика конфиденциальности
          </Anchor>
          <Anchor component={Link} to="/documents/terms" size="sm" c="dimmed">
            Пользовательское соглашение
          </Anchor>
        </Group>
      </Group>
    </footer>
  );
}

import { Button, UnstyledButton } from '@mantine/core';
import type { ButtonHTMLAttributes, CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';

/** How a button looks: Mantine's variant, colour (the theme's own when none) and size. */
export interface ActionLook {
  variant?: 'light' | 'subtle';
  color?: string;
  size: 'xs' | 'compact-sm';
}

const BORDER = 'calc(0.0625rem * var(--mantine-scale)) solid transparent';
const styles = new Map<string, CSSProperties>();

/** The CSS variables Mantine's Button sets for a look (one object per look, made once). */
function lookStyle({ variant, color = 'brand', size }: ActionLook): CSSProperties {
  const key = `${variant}/${color}/${size}`;
  let style = styles.get(key);
  if (!style) {
    const shade = (name: string) => `var(--mantine-color-${color}-${name})`;
    const compact = size.startsWith('compact-');
    style = {
      '--button-height': `var(--button-height-${size})`,
      '--button-padding-x': `var(--button-padding-x-${size})`,
      '--button-fz': `var(--mantine-font-size-${compact ? size.slice('compact-'.length) : size})`,
      '--button-bg': variant === 'subtle' ? 'transparent' : shade(variant ? 'light' : 'filled'),
      '--button-hover': shade(variant ? 'light-hover' : 'filled-hover'),
      '--button-color': variant ? shade('light-color') : 'var(--mantine-color-white)',
      '--button-bd': BORDER,
    } as CSSProperties;
    styles.set(key, style);
  }
  return style;
}

const { root, inner, section, label } = Button.classes;
const ROOT = `mantine-focus-auto ${root} ${UnstyledButton.classes.root}`;

type ActionButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'style'> & {
  look: ActionLook;
  icon: ReactNode;
  children: ReactNode;
  /** A link to this path instead of a button. */
  to?: string;
  /** While its action runs the button is Mantine's own, with its loader. */
  loading?: boolean;
  style?: CSSProperties;
};

/**
 * A list row's button drawn as Mantine's `Button` draws it (its classes and variables), without the component:
 * a card entering the window mounts six of them, and Mantine's costs a dozen hooks each (decision 044).
 */
export function GoodActionsButton({
  look,
  icon,
  children,
  to,
  loading,
  style,
  disabled,
  ...rest
}: ActionButtonProps) {
  if (loading) {
    return (
      <Button size={look.size} variant={look.variant} color={look.color} leftSection={icon} loading {...rest}>
        {children}
      </Button>
    );
  }
  const props = {
    className: disabled ? ROOT : `${ROOT} mantine-active`,
    style: style ? { ...lookStyle(look), ...style } : lookStyle(look),
    'data-variant': look.variant,
    'data-size': look.size,
    'data-with-left-section': true,
  };
  const content = (
    <span className={inner}>
      <span className={section} data-position="left">
        {icon}
      </span>
      <span className={label}>{children}</span>
    </span>
  );
  if (to) {
    return (
      <Link to={to} {...props} aria-label={rest['aria-label']}>
        {content}
      </Link>
    );
  }
  return (
    <button type="button" {...props} disabled={disabled} data-disabled={disabled || undefined} {...rest}>
      {content}
    </button>
  );
}

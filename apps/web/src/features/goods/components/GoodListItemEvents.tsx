import { IconHistory } from '@tabler/icons-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { ObjectEvents } from '../../notifications';
import { GoodActionsButton, type ActionLook } from './GoodActionsButton';

/** ObjectEvents' own title and the look of its button (`withLabel`). */
const TITLE = 'История уведомлений';
const LOOK: ActionLook = { variant: 'subtle', color: 'gray', size: 'compact-sm' };
const ALIGN = { alignSelf: 'flex-start' } as const;

/**
 * A good's events in a list row: its button looks and reads as ObjectEvents' own («История уведомлений», a
 * button opening a dialog), but the popover is mounted only when the button is first pressed — then ObjectEvents
 * takes its place, focused and open (decision 044: a card entering the window mounted a popover each).
 */
export function GoodListItemEvents({ goodId }: { goodId: number }) {
  const [mounted, setMounted] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!mounted) return;
    const button = box.current?.querySelector('button');
    button?.focus();
    button?.click();
  }, [mounted]);

  if (mounted) {
    return (
      <div ref={box} style={{ display: 'contents' }}>
        <ObjectEvents objectType="good" objectId={goodId} variant="button" withLabel />
      </div>
    );
  }
  return (
    <GoodActionsButton
      look={LOOK}
      icon={<IconHistory size={16} />}
      aria-haspopup="dialog"
      aria-expanded={false}
      style={ALIGN}
      onClick={() => setMounted(true)}
    >
      {TITLE}
    </GoodActionsButton>
  );
}

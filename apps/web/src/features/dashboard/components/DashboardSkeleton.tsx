import { Grid, Skeleton, Stack } from '@mantine/core';

/**
 * The dashboard's grid while GET /api/dashboard is on its way: one block per card, each of about the card's size on
 * a phone and on a desktop (measured with the demo customer at 390 and 1350 px), so the quick actions below do not
 * jump down when the data come (Lighthouse's layout shift was 0.28 on a phone; decision 056). A card that comes out
 * taller or shorter moves only what is below the fold.
 */
export function DashboardSkeleton() {
  return (
    <Grid gap="lg" aria-busy="true">
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <Stack gap="lg">
          <Skeleton h={{ base: 454, lg: 247 }} radius="lg" />
          <Skeleton h={{ base: 582, lg: 367 }} radius="lg" />
          <Skeleton h={{ base: 333, lg: 250 }} radius="lg" />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <Skeleton h={{ base: 1006, lg: 942 }} radius="lg" />
      </Grid.Col>
    </Grid>
  );
}

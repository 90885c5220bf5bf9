import { Center, Loader } from '@mantine/core';

export function PageLoader() {
  return (
    <Center mih="60vh" aria-busy="true">
      <Loader aria-label="Загрузка" />
    </Center>
  );
}

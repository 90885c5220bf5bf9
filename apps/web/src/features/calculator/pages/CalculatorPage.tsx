// First import: Mantine's styles beyond the first screen (SegmentedControl, Select, Card, Table) for the public layout too.
import '../../../shared/ui/mantine-lazy.css';
import { CALC_MESSAGES, COMMON_MESSAGES } from '@cargo/domain';
import { Alert, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/ApiError';
import { useCalculation } from '../api/calculate';
import { CalcForm } from '../components/CalcForm';
import { CalcResult } from '../components/CalcResult';
import { calcFromSearch, calcRequestOf, calcToSearch, orderFormLink } from '../model/calcSearch';

/**
 * /calc: the delivery calculator for visitors and customers alike. The form's state lives in the URL, so a result
 * is a link to share; opening such a link fills the form and shows the result.
 */
export function CalculatorPage() {
  const [search, setSearch] = useSearchParams();
  const values = calcFromSearch(search);
  const request = calcRequestOf(values);
  const answer = useCalculation(request);

  return (
    <Container size="lg" px={0} w="100%">
      <Stack gap="lg">
        <Title order={1} size="h2">
          {CALC_MESSAGES.title}
        </Title>
        <Text c="dimmed">
          Со склада в Китае в Россию и Беларусь. Цена считается так же, как на складе при взвешивании посылки:
          по большему из фактического и объёмного веса.
        </Text>
        <CalcForm
          key={search.toString()}
          initial={values}
          onCalculate={(next) => setSearch(calcToSearch(next), { replace: false })}
        />
        {request && answer.isPending ? <Skeleton height={200} radius="lg" /> : null}
        {answer.isError ? (
          <Alert color="red">{errorMessage(answer.error, COMMON_MESSAGES.loadFailed)}</Alert>
        ) : null}
        {answer.data ? (
          <CalcResult answer={answer.data} orderLink={(tariffId) => orderFormLink(values, tariffId)} />
        ) : null}
      </Stack>
    </Container>
  );
}

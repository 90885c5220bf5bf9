// First import, so that these styles precede the CSS modules of this page that adjust them.
import '../../../shared/ui/mantine-lazy.css';
import {
  COUNTRY,
  deliveryCountries,
  RECIPIENT_LABELS,
  RECIPIENT_MESSAGES,
  recipientSchema,
  type RecipientData,
  type RecipientInput,
} from '@cargo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Input, Paper, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconShieldLock } from '@tabler/icons-react';
import { useCallback, useEffect, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage, isApiError } from '../../../shared/api/ApiError';
import { WEB_MESSAGES } from '../../../shared/config/messages';
import { useCountries } from '../../../shared/reference/countries';
import { applyServerErrors } from '../../../shared/ui/applyServerErrors';
import { notifications } from '@mantine/notifications';
import { notifyError } from '../../../shared/ui/notify';
import { useRecipientLinkState, useSubmitSelfFill } from '../api';
import { LinkCountdown } from '../components/LinkCountdown';
import { RecipientFields } from '../components/RecipientFields';
import { RECIPIENT_FIELDS, resetCountryFields } from '../components/recipientForm';
import { emptyRecipientForm } from '../components/recipientFormValues';
import { SELF_FILL_RESULT_PATH } from '../paths';

function SelfFillForm({ receiverToken, expiresAt }: { receiverToken: string; expiresAt: string }) {
  const navigate = useNavigate();
  const countries = useCountries();
  const submitSelfFill = useSubmitSelfFill(receiverToken);
  const form = useForm<RecipientInput, unknown, RecipientData>({
    resolver: zodResolver(recipientSchema),
    defaultValues: emptyRecipientForm(COUNTRY.RUSSIA),
  });
  const countryCode = form.watch('countryCode');
  const choices = deliveryCountries(countries.data);
  const onExpired = useCallback(
    () => void navigate(SELF_FILL_RESULT_PATH.expired, { replace: true }),
    [navigate],
  );

  const submit = form.handleSubmit(
    (values) =>
      submitSelfFill.mutate(values, {
        onSuccess: () => {
          // «Пожалуйста заполните все поля» from an earlier attempt must not greet the recipient on the success page.
          notifications.clean();
          void navigate(SELF_FILL_RESULT_PATH.success, { replace: true });
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 401) {
            notifyError(RECIPIENT_MESSAGES.linkOnce);
            void navigate(SELF_FILL_RESULT_PATH.expired, { replace: true });
            return;
          }
          applyServerErrors(error, form.setError, RECIPIENT_FIELDS);
          notifyError(errorMessage(error, WEB_MESSAGES.somethingWrong));
        },
      }),
    () => notifyError(RECIPIENT_MESSAGES.fillAll),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xl">
        <LinkCountdown expiresAt={expiresAt} onExpired={onExpired} />
        <Controller
          control={form.control}
          name="countryCode"
          render={({ field, fieldState }) => (
            <Input.Wrapper
              label={RECIPIENT_LABELS.recipientCountry}
              withAsterisk
              error={fieldState.error?.message}
            >
              {choices.length > 0 ? (
                <SegmentedControl
                  fullWidth
                  mt={4}
                  maw={360}
                  data={choices.map((country) => ({ value: String(country.code), label: country.name }))}
                  value={String(field.value)}
                  onChange={(value) => {
                    field.onChange(Number(value));
                    resetCountryFields(form);
                  }}
                  aria-label={RECIPIENT_LABELS.recipientCountry}
                />
              ) : (
                <Skeleton height={36} maw={360} mt={4} />
              )}
            </Input.Wrapper>
          )}
        />
        <RecipientFields form={form} countryCode={countryCode} />
        <Alert variant="light" color="gray" icon={<IconShieldLock />}>
          Нажимая «Отправить», я даю согласие на обработку моих персональных данных и их передачу в таможенные
          органы для таможенного оформления посылок на моё имя.
        </Alert>
        <Button
          type="submit"
          size="md"
          loading={submitSelfFill.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          Отправить
        </Button>
      </Stack>
    </form>
  );
}

function readLinkParams(search: URLSearchParams): { receiverToken: string; recipientId: number } | null {
  const receiverToken = search.get('receiverToken')?.trim();
  const recipientId = search.get('recipientId')?.trim();
  if (!receiverToken || !recipientId || !/^\d+$/.test(recipientId)) return null;
  return { receiverToken, recipientId: Number(recipientId) };
}

/**
 * /recipients/secondary?receiverToken=…&recipientId=…: a recipient fills in his own data through the
 * customer's link, without an account. The link's token is the bearer of both calls.
 */
export function RecipientSelfFillPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const params = readLinkParams(search);
  const link = useRecipientLinkState(params?.recipientId ?? null, params?.receiverToken ?? null);
  const warned = useRef(false);

  useEffect(() => {
    if (!params && !warned.current) {
      warned.current = true;
      notifyError(RECIPIENT_MESSAGES.linkBroken);
    }
  }, [params]);

  useEffect(() => {
    if (!link.isError) return;
    const expired = isApiError(link.error) && link.error.status === 401;
    void navigate(expired ? SELF_FILL_RESULT_PATH.expired : SELF_FILL_RESULT_PATH.invalid, { replace: true });
  }, [link.isError, link.error, navigate]);

  let body;
  if (!params) {
    body = (
      <Alert color="red" icon={<IconAlertTriangle />} title="Ссылка неполная">
        В ссылке не хватает данных. Попросите отправителя создать новую ссылку в личном кабинете и пришлите её
        целиком.
      </Alert>
    );
  } else if (!link.data) {
    body = <Skeleton height={480} />;
  } else {
    body = <SelfFillForm receiverToken={params.receiverToken} expiresAt={link.data.expiresAt} />;
  }

  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }} maw={880} mx="auto" w="100%">
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            Данные получателя
          </Title>
          <Text c="dimmed" mt={4}>
            Вас указали получателем посылки из Китая. Заполните контактные и паспортные данные — они нужны для
            таможенного оформления.
          </Text>
        </div>
        {body}
      </Stack>
    </Paper>
  );
}

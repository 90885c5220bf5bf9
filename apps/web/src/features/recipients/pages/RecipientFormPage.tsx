import {
  RECIPIENT_LABELS,
  RECIPIENT_MESSAGES,
  RECIPIENT_STATUS,
  recipientSchema,
  type Recipient,
  type RecipientData,
  type RecipientInput,
} from '@cargo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Card, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../shared/api/ApiError';
import { WEB_MESSAGES } from '../../../shared/config/messages';
import { useCountries } from '../../../shared/reference/countries';
import { applyServerErrors } from '../../../shared/ui/applyServerErrors';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { useRecipient, useSaveRecipient } from '../api';
import { RecipientFields } from '../components/RecipientFields';
import { RECIPIENT_FIELDS, resetCountryFields } from '../components/recipientForm';
import { emptyRecipientForm, recipientToForm } from '../components/recipientFormValues';
import { RECIPIENTS_PATH } from '../paths';

function RecipientEditor({ recipient }: { recipient: Recipient | null }) {
  const navigate = useNavigate();
  const countries = useCountries();
  const save = useSaveRecipient(recipient);
  const form = useForm<RecipientInput, unknown, RecipientData>({
    resolver: zodResolver(recipientSchema),
    defaultValues: recipient ? recipientToForm(recipient) : emptyRecipientForm(),
  });
  const countryCode = form.watch('countryCode');

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        notifySuccess(recipient ? RECIPIENT_MESSAGES.updated : RECIPIENT_MESSAGES.added);
        void navigate(RECIPIENTS_PATH);
      },
      onError: (error) => {
        applyServerErrors(error, form.setError, RECIPIENT_FIELDS);
        notifyError(errorMessage(error, WEB_MESSAGES.somethingWrong));
      },
    }),
  );

  const countryOptions = (countries.data ?? []).map((country) => ({
    value: country.code,
    label: country.name,
  }));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xl">
        <Controller
          control={form.control}
          name="countryCode"
          render={({ field, fieldState }) => (
            <Select<number>
              maw={360}
              label={RECIPIENT_LABELS.recipientCountry}
              withAsterisk
              data={countryOptions}
              value={field.value ?? null}
              onChange={(value) => {
                field.onChange(value ?? undefined);
                resetCountryFields(form);
              }}
              onBlur={field.onBlur}
              name={field.name}
              allowDeselect={false}
              disabled={countries.isPending}
              placeholder={RECIPIENT_MESSAGES.countryRequired}
              error={fieldState.error?.message}
            />
          )}
        />
        <RecipientFields form={form} countryCode={countryCode} suggestIdocOrg withNickName />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" component={Link} to={RECIPIENTS_PATH}>
            Отмена
          </Button>
          <Button type="submit" loading={save.isPending}>
            {recipient ? RECIPIENT_LABELS.save : 'Добавить получателя'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /recipients/create and /recipients/edit/:id. */
export function RecipientFormPage() {
  const params = useParams();
  const id = params.id !== undefined && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const editing = params.id !== undefined;
  const recipient = useRecipient(id);

  let body;
  if (!editing) body = <RecipientEditor recipient={null} />;
  else if (id === null || recipient.isError) {
    body = (
      <Alert color="red" icon={<IconAlertTriangle />}>
        {errorMessage(recipient.error, RECIPIENT_MESSAGES.notFound)}
      </Alert>
    );
  } else if (!recipient.data) body = <Skeleton height={420} />;
  else body = <RecipientEditor key={recipient.data.id} recipient={recipient.data} />;

  const cancelled =
    recipient.data?.recipientClientDataStatus.id === RECIPIENT_STATUS.CANCELED ? recipient.data : null;

  return (
    <Stack gap="lg" maw={880}>
      <Anchor component={Link} to={RECIPIENTS_PATH} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} />
          Получатели и адреса
        </Group>
      </Anchor>
      <div>
        <Title order={1} size="h2">
          {editing ? 'Редактирование получателя' : 'Новый получатель'}
        </Title>
        <Text c="dimmed" mt={4}>
          Данные получателя проверяют сотрудники: после сохранения он будет на проверке.
        </Text>
      </div>
      {cancelled && (
        <Alert color="red" icon={<IconAlertTriangle />} title="Получатель отклонён">
          Причина: {cancelled.cancelReason || 'не указана'}. Исправьте данные и сохраните — получатель снова
          уйдёт на проверку.
        </Alert>
      )}
      <Card>{body}</Card>
    </Stack>
  );
}

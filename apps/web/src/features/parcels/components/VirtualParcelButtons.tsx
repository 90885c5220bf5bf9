import { COMMON_MESSAGES } from '@cargo/domain';
import { Button } from '@mantine/core';
import { IconBasket } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../shared/api/ApiError';
import { notifyError } from '../../../shared/ui/notify';
import { useCreateVirtualParcel } from '../api/parcel-actions';
import { virtualGoodsPath } from '../../../shared/config/paths';
import { parcelPath } from '../model/sections';

/** The virtual tab's two ways to start: an empty virtual parcel, or gathering goods from the shelf. */
export function NewVirtualParcelButton() {
  const navigate = useNavigate();
  const create = useCreateVirtualParcel();
  return (
    <Button
      variant="light"
      loading={create.isPending}
      onClick={() =>
        create.mutate([], {
          onSuccess: (answer) => void navigate(parcelPath(answer.id)),
          onError: (error) => notifyError(errorMessage(error, COMMON_MESSAGES.loadFailed)),
        })
      }
    >
      Создать виртуальную посылку
    </Button>
  );
}

export function GatherGoodsButton() {
  return (
    <Button component={Link} to={virtualGoodsPath()} leftSection={<IconBasket size={16} />}>
      Собрать из товаров
    </Button>
  );
}

import { useState } from 'react';
import { GoodPhotoField } from '../../goods';
import { notifyError } from '../../../shared/ui/notify';
import { useDeleteLotPicture } from '../api/delete-lot-picture';
import { ORDERS_WEB_MESSAGES } from '../model/messages';

interface LotPhotoFieldProps {
  label: string;
  /** The lot being edited, or null for a new one. */
  lotId: number | null;
  value: string | null | undefined;
  onChange: (fileName: string | null) => void;
}

/**
 * A lot's photo through the goods form's photo field (upload with progress, JPG/JPEG/PNG up to 2 MB). The saved
 * photo of an edited lot is taken off the lot with DELETE /api/order/orderUnit/picture/{lotId}.
 */
export function LotPhotoField({ label, lotId, value, onChange }: LotPhotoFieldProps) {
  const [saved] = useState(lotId !== null ? (value ?? null) : null);
  const deletePicture = useDeleteLotPicture();
  const change = (fileName: string | null) => {
    if (fileName === null && lotId !== null && saved !== null && value === saved) {
      deletePicture.mutate(
        { lotId, imageName: saved },
        {
          onSuccess: () => onChange(null),
          onError: () => notifyError(ORDERS_WEB_MESSAGES.pictureDeleteFailed),
        },
      );
      return;
    }
    onChange(fileName);
  };
  return <GoodPhotoField label={label} value={value} onChange={change} saved={null} inherited={saved} />;
}

import { goodItem } from '../helpers.js';
import { uploadPhotoReport } from '../photo-report-upload.js';
import type { ObjectKind } from './owned.js';

let counter = 0;

/** A good ordered with the photo report (service 12), received, and photographed: its photos wait for an answer. */
export const PHOTO_OBJECTS: Record<'photoGood', ObjectKind> = {
  photoGood: {
    what: 'received good whose photos wait for the customer',
    async create(h) {
      const track = `PHO${Date.now() % 1_000_000}${String((counter += 1)).padStart(4, '0')}`;
      const answer = await h.post(
        '/api/goods/create',
        {
          incomingDeclaration: track,
          goods: [{ ...goodItem, description: `Вещь ${h.mark}`, additionalServicesIds: [12] }],
        },
        'a good with the photo report',
      );
      const id = (answer.data as Array<{ id: number }>)[0]!.id;
      await h.staffCall('POST', '/api/staff/warehouse/receive', { trackNumber: track });
      const uploaded = await uploadPhotoReport(h.app, h.staff, id);
      if (uploaded.statusCode !== 200) throw new Error(`photo report: ${uploaded.statusCode}`);
      return id;
    },
    show: (id) => ({ url: `/api/goods/cl/${id}` }),
  },
};

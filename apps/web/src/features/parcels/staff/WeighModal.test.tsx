import type { StaffParcel } from '@cargo/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetchMock';
import { parcelRowFixture } from '../../../test/parcelFixtures';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { StaffParcelsTable } from './StaffParcelsTable';
import { WeighModal } from './WeighModal';
import { MemoryRouter } from 'react-router';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

const parcel = (weightKg: number | null): StaffParcel => ({
  ...parcelRowFixture({ id: 8, statusId: 30, name: 'Посылка склада 8' }),
  weightKg,
  clientId: 3,
  clientEmail: 'ivan@example.ru',
  photoReportsMissing: [],
  insured: false,
  insuranceClaimed: false,
});

async function retype(field: HTMLElement, text: string) {
  const user = userEvent.setup();
  await user.click(field);
  await user.keyboard('{Control>}a{/Control}{Backspace}');
  await user.type(field, text);
}

describe('staff weighing', () => {
  it('refuses 99 999 kg with the limit, keeps 4,555 kg as typed after clearing, and sends 4.555', async () => {
    const { callsTo } = mockFetch({
      'POST /api/google-cloud/image': () =>
        json({ fileName: 'w.png', url: '/api/images/w.png', mimeType: 'image/png', size: 4 }, 201),
      'PUT /api/staff/parcels/8/weigh': () => json({}),
    });
    renderWithProviders(<WeighModal parcel={parcel(null)} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Взвешивание посылки 8' });
    const weight = within(dialog).getByRole('textbox', { name: /Вес, кг/ });

    await retype(weight, '99999');
    expect(within(dialog).getByText('Не более 10 000 кг')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Взвесить и рассчитать' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Не более 10 000 кг');
    expect(within(dialog).queryByText('Введите вес')).not.toBeInTheDocument();

    await retype(weight, '4,555');
    expect(weight).toHaveValue('4,555');
    for (const [name, text] of [
      [/Длина, см/, '30'],
      [/Ширина, см/, '20,5'],
      [/Высота, см/, '10'],
    ] as const) {
      await retype(within(dialog).getByRole('textbox', { name }), text);
    }
    const file = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(
      file,
      new File([new Uint8Array([137, 80, 78, 71])], 'w.png', { type: 'image/png' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Взвесить и рассчитать' }));

    expect(await screen.findByText('Посылка 8 взвешена, стоимость рассчитана')).toBeInTheDocument();
    expect(callsTo('PUT /api/staff/parcels/8/weigh')[0]?.body).toEqual({
      weightKg: 4.555,
      lengthCm: 30,
      widthCm: 20.5,
      heightCm: 10,
      photo: 'w.png',
    });
  });

  it('shows a weighed parcel the Russian way: «4,555 кг»', () => {
    renderWithProviders(
      <MemoryRouter>
        <StaffParcelsTable
          rows={[parcel(4.555)]}
          selectable={false}
          selected={new Set()}
          onToggle={() => {}}
          rowAction={() => null}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('4,555 кг')).toBeInTheDocument();
  });
});

import type { Page } from '@cargo/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ArchiveList } from './ArchiveList';

interface Item {
  id: number;
  name: string;
}

const PAGE_SIZE = 2;

/** An archive kept in memory, with the query and mutation hooks a feature would pass. */
function memoryArchive(names: string[], { restoreFails = false } = {}) {
  let items: Item[] = names.map((name, index) => ({ id: index + 1, name }));
  const restored: number[] = [];
  const usePage = (page: number) =>
    useQuery({
      queryKey: ['archive', page],
      queryFn: (): Page<Item> => ({
        data: items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
        totalElements: items.length,
        totalPages: items.length > PAGE_SIZE ? Math.ceil(items.length / PAGE_SIZE) : 0,
        page,
      }),
      placeholderData: keepPreviousData,
    });
  const useRestore = () => {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: async (id: number) => {
        if (restoreFails) throw new Error('offline');
        restored.push(id);
        items = items.filter((item) => item.id !== id);
      },
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['archive'] }),
    });
  };
  return { usePage, useRestore, restored };
}

function renderArchive(archive: ReturnType<typeof memoryArchive>) {
  return renderWithProviders(
    <ArchiveList<Item>
      label="Архив вещей"
      listLabel="Вещи в архиве"
      usePage={archive.usePage}
      pageSize={PAGE_SIZE}
      itemName={(item) => item.name}
      restore={{
        useAction: archive.useRestore,
        success: (item) => `Вещь ${item.name} восстановлена`,
        failure: 'Не удалось восстановить',
      }}
      renderCard={(item, actions: ReactNode) => (
        <article aria-label={item.name}>
          {item.name}
          {actions}
        </article>
      )}
      emptyText="В архиве пусто."
      cardHeight={100}
    />,
  );
}

describe('ArchiveList', () => {
  it('shows a page of cards under «Архив (N)» and switches pages', async () => {
    renderArchive(memoryArchive(['Лампа', 'Стол', 'Стул']));

    const section = screen.getByRole('region', { name: 'Архив вещей' });
    const list = await within(section).findByRole('list', { name: 'Вещи в архиве' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((card) => card.textContent),
    ).toEqual(['ЛампаВосстановить', 'СтолВосстановить']);
    expect(within(section).getByRole('heading', { name: 'Архив' })).toBeInTheDocument();
    expect(within(section).getByText('(3)')).toBeInTheDocument();

    await userEvent.click(within(section).getByRole('button', { name: '2' }));
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(1));
    expect(within(section).getByRole('article', { name: 'Стул' })).toBeInTheDocument();
  });

  it('says the archive is empty', async () => {
    renderArchive(memoryArchive([]));

    expect(await screen.findByText('В архиве пусто.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('restores an item with its toast and steps back from a page it left empty', async () => {
    const archive = memoryArchive(['Лампа', 'Стол', 'Стул']);
    renderArchive(archive);
    const section = screen.getByRole('region', { name: 'Архив вещей' });
    await within(section).findByRole('list');
    await userEvent.click(within(section).getByRole('button', { name: '2' }));
    await within(section).findByRole('article', { name: 'Стул' });

    await userEvent.click(within(section).getByRole('button', { name: 'Восстановить: Стул' }));

    expect(await screen.findByText('Вещь Стул восстановлена')).toBeInTheDocument();
    expect(archive.restored).toEqual([3]);
    // Page 2 is empty now: the list goes back to page 1, which is the only one.
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(2));
    expect(within(section).getByText('(2)')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: '2' })).not.toBeInTheDocument();
  });

  it('keeps the item and shows the failure toast when the restore fails', async () => {
    renderArchive(memoryArchive(['Лампа'], { restoreFails: true }));
    const section = screen.getByRole('region', { name: 'Архив вещей' });

    await userEvent.click(await within(section).findByRole('button', { name: 'Восстановить: Лампа' }));

    expect(await screen.findByText('Не удалось восстановить')).toBeInTheDocument();
    expect(within(section).getByRole('article', { name: 'Лампа' })).toBeInTheDocument();
  });
});

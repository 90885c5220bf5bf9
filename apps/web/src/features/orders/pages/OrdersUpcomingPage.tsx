import { SECTION_TITLES } from '../../../shared/config/sections';
import { UpcomingSection } from '../../../shared/ui/UpcomingSection';

const COMING = [
  'Заказ из ссылок на товары: цена, количество, размер и цвет каждого лота.',
  'Оплата выкупа с юаневого счёта, пересчёт по курсу и пополнение прямо из заказа.',
  'Согласование цены, если у продавца она изменилась, и отмена с возвратом денег.',
  'Выкупленные товары сами появятся в разделе «Товары» и поедут в посылке.',
] as const;

/** «Поможем купить» (/orders, /order): the buyout orders' section until its own pages are built. */
export function OrdersUpcomingPage() {
  return (
    <UpcomingSection
      title={SECTION_TITLES.orders}
      lead="Выкупим товар у продавца в Китае за вас, если вы не можете оплатить его сами."
      coming={COMING}
      meanwhile="Чтобы заказать выкуп сейчас, пришлите менеджеру ссылки на товары, количество, размер и цвет — он рассчитает стоимость и оформит заказ."
    />
  );
}

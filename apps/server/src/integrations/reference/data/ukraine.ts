/** Regions, cities and branches for the legacy Ukrainian address calls (.../ukr/...). */
export const UKRAINE_REGIONS: Array<{ id: number; name: string; cities: string[] }> = [
  { id: 1, name: 'Киевская область', cities: ['Киев', 'Белая Церковь', 'Бровары'] },
  { id: 2, name: 'Харьковская область', cities: ['Харьков', 'Лозовая'] },
  { id: 3, name: 'Одесская область', cities: ['Одесса', 'Измаил'] },
  { id: 4, name: 'Львовская область', cities: ['Львов', 'Дрогобыч'] },
  { id: 5, name: 'Днепропетровская область', cities: ['Днепр', 'Кривой Рог'] },
];

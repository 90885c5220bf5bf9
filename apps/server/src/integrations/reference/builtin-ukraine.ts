import { COUNTRY, type AddressSuggestion } from '@cargo/domain';
import { paginateArray } from '../../db/paginate.js';
import { UKRAINE_REGIONS } from './data/ukraine.js';
import type { ReferenceProvider } from './provider.js';

type UkraineLookups = Pick<
  ReferenceProvider,
  'suggestUkrainianAddresses' | 'ukraineRegions' | 'ukraineCities' | 'ukraineBranches'
>;

/** How many branches the built-in data gives every known city. */
const BRANCHES_PER_CITY = 3;

/** The legacy Ukrainian lookups from a small built-in list of regions and cities. */
export const builtinUkraine: UkraineLookups = {
  async suggestUkrainianAddresses(text, page) {
    const needle = text.trim().toLowerCase();
    const found: AddressSuggestion[] = [];
    if (needle) {
      for (const region of UKRAINE_REGIONS) {
        for (const city of region.cities) {
          if (city.toLowerCase().startsWith(needle) || region.name.toLowerCase().startsWith(needle)) {
            found.push({
              value: `${region.name}, г ${city}`,
              city,
              cityCode: null,
              street: '',
              postalCode: '',
              countryCode: COUNTRY.UKRAINE,
            });
          }
        }
      }
    }
    return paginateArray(found, page);
  },

  async ukraineRegions(page) {
    return paginateArray(
      UKRAINE_REGIONS.map(({ id, name }) => ({ id, name })),
      page,
    );
  },

  /** A region is named by its id or its name; an unknown one has no cities. */
  async ukraineCities(region, page) {
    const wanted = String(region);
    const found = UKRAINE_REGIONS.find((r) => String(r.id) === wanted || r.name === wanted);
    const cities = (found?.cities ?? []).map((name, index) => ({
      id: found!.id * 100 + index,
      name,
      region: found!.name,
    }));
    return paginateArray(cities, page);
  },

  /** Numbered branches with ids stable for the city's name; an unknown city has none. */
  async ukraineBranches(city, page) {
    const known = UKRAINE_REGIONS.some((r) => r.cities.includes(city));
    const base = [...city].reduce((sum, ch) => sum + ch.charCodeAt(0), 0);
    const branches = known
      ? Array.from({ length: BRANCHES_PER_CITY }, (_, index) => ({
          id: base * 10 + index + 1,
          number: index + 1,
          address: `${city}, отделение №${index + 1}`,
          city,
        }))
      : [];
    return paginateArray(branches, page);
  },
};

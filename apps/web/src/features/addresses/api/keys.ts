/** Address lists: the active one is loaded whole (100), the archive four per page (spec section 9). */
export const ADDRESSES_PAGE_SIZE = 100;
export const ARCHIVE_PAGE_SIZE = 4;

export const addressQueryKeys = {
  all: ['addresses'] as const,
  active: ['addresses', 'active'] as const,
  archive: (page: number) => ['addresses', 'archive', page] as const,
  cities: (countryIso2: string, text: string) => ['cdek-cities', countryIso2, text] as const,
  pickupPoints: (operatorId: number | undefined, cityCode: number | null, cityName: string) =>
    ['pickup-points', operatorId, cityCode, cityName] as const,
  suggestions: (text: string) => ['address-suggestions', text] as const,
};

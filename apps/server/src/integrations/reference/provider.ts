/**
 * Where pickup points, cities, address suggestions and issuing authorities come from. The built-in provider
 * answers from the seeded tables; a real one (CDEK's API for cities and points, DaData for addresses and post
 * offices) implements the same interface and is chosen by REFERENCE_PROVIDER.
 */
export interface City {
  code: number;
  city: string;
  region: string;
  countryCode: number;
  countryIso2: string;
  postalCode: string;
}

export interface PickupPoint {
  code: string;
  name: string;
  operatorId: number;
  operatorName: string;
  countryCode: number;
  city: string;
  cityCode: number;
  address: string;
  postalCode: string;
  workTime: string;
  type: string;
}

export interface AddressSuggestion {
  value: string;
  city: string;
  cityCode: number | null;
  street: string;
  postalCode: string;
  countryCode: number;
}

export interface ReferenceProvider {
  cities(query: { countryIso2s: string[]; prefix?: string; limit: number }): Promise<City[]>;
  pickupPoints(query: {
    operatorIds: number[];
    cityCode?: number;
    countryCode?: number;
  }): Promise<PickupPoint[]>;
  postOffices(address: string, limit: number): Promise<PickupPoint[]>;
  findPickupPoint(code: string): Promise<PickupPoint | null>;
  suggestAddresses(text: string, limit: number): Promise<AddressSuggestion[]>;
  suggestUkrainianAddresses(text: string, limit: number): Promise<AddressSuggestion[]>;
  suggestIssuingAuthorities(text: string, limit: number): Promise<Array<{ name: string; code: string }>>;
}

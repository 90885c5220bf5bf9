import type {
  AddressSuggestion,
  CdekCity,
  IssuingAuthority,
  NamedRef,
  Page,
  PickupPoint,
  UkraineBranch,
  UkraineCity,
} from '@cargo/domain';
import type { PageRequest } from '../../db/paginate.js';

/**
 * Where pickup points, cities, address suggestions and issuing authorities come from. The built-in provider
 * answers from the seeded tables; a real one (CDEK's API for cities and points, DaData for addresses and post
 * offices) implements the same interface and is chosen by REFERENCE_PROVIDER. Every list is answered one page
 * at a time with its true total, so the API's list envelope is right whichever provider answers.
 */
export type { AddressSuggestion, CdekCity as City, IssuingAuthority, PickupPoint };

export interface PickupPointFilter {
  operatorIds: number[];
  cityCode?: number;
  countryCode?: number;
}

export interface ReferenceProvider {
  cities(query: { countryIso2s: string[]; prefix?: string }, page: PageRequest): Promise<Page<CdekCity>>;
  pickupPoints(filter: PickupPointFilter, page: PageRequest): Promise<Page<PickupPoint>>;
  postOffices(address: string, page: PageRequest): Promise<Page<PickupPoint>>;
  findPickupPoint(code: string): Promise<PickupPoint | null>;
  suggestAddresses(text: string, page: PageRequest): Promise<Page<AddressSuggestion>>;
  suggestUkrainianAddresses(text: string, page: PageRequest): Promise<Page<AddressSuggestion>>;
  suggestIssuingAuthorities(text: string, page: PageRequest): Promise<Page<IssuingAuthority>>;
  ukraineRegions(page: PageRequest): Promise<Page<NamedRef>>;
  ukraineCities(region: string | number, page: PageRequest): Promise<Page<UkraineCity>>;
  ukraineBranches(city: string, page: PageRequest): Promise<Page<UkraineBranch>>;
}

/** What the built-in provider answers from the reference module's seeded tables (the module's `seededLookups`). */
export type SeededLookups = Pick<
  ReferenceProvider,
  | 'cities'
  | 'pickupPoints'
  | 'postOffices'
  | 'findPickupPoint'
  | 'suggestAddresses'
  | 'suggestIssuingAuthorities'
>;

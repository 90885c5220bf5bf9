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
import type { PageRequest, ReadScope } from '../../db/read/reader.js';

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

/**
 * A list the customers' lookups serve. Given the signed-in route's `ReadScope` (db/read/reader.ts), a provider
 * reading the portal's database reads through it, so the route's session check rides in the list's own statement
 * (one round trip; a closed session answers 401); one that asks a remote service must read its check through the
 * scope first (`readRows`). Without a scope (public callers) there is no session to check.
 */
export type SessionLookup<Q, T> = (query: Q, page: PageRequest, scope?: ReadScope) => Promise<Page<T>>;

export interface ReferenceProvider {
  cities: SessionLookup<{ countryIso2s: string[]; prefix?: string }, CdekCity>;
  pickupPoints: SessionLookup<PickupPointFilter, PickupPoint>;
  postOffices: SessionLookup<string, PickupPoint>;
  findPickupPoint(code: string): Promise<PickupPoint | null>;
  suggestAddresses: SessionLookup<string, AddressSuggestion>;
  suggestUkrainianAddresses(text: string, page: PageRequest): Promise<Page<AddressSuggestion>>;
  suggestIssuingAuthorities: SessionLookup<string, IssuingAuthority>;
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

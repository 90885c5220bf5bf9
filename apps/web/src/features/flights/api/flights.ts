import type {
  AddFlightParcelInput,
  CreateFlightInput,
  FlightCard,
  FlightCheck,
  FlightDetails,
  MoveFlightInput,
  Page,
  ParcelBulkResult,
  RegistryFormat,
  UpdateFlightParcelInput,
} from '@cargo/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { useAction } from '../../../shared/api/useAction';
import { openPdf } from '../../../shared/print/openPdf';

/** Every query of the flights desk: each change reloads them (and the parcel desk's queues). */
export const FLIGHTS_KEY = ['staff', 'flights'] as const;

/** GET /api/staff/flights: the flights, newest first. */
export function useFlights() {
  return useQuery({
    queryKey: [...FLIGHTS_KEY, 'list'] as const,
    queryFn: ({ signal }) =>
      apiClient.get<Page<FlightCard>>('/staff/flights', { signal, query: { page: 1, offset: 100 } }),
  });
}

/** GET /api/staff/flights/{id}: the flight's parcels, totals and steps. */
export function useFlight(id: number) {
  return useQuery({
    queryKey: [...FLIGHTS_KEY, 'one', id] as const,
    queryFn: ({ signal }) => apiClient.get<FlightDetails>(`/staff/flights/${id}`, { signal }),
  });
}

/** GET /api/staff/flights/{id}/check: each parcel's problems before shipping. */
export function useFlightCheck(id: number) {
  return useQuery({
    queryKey: [...FLIGHTS_KEY, 'check', id] as const,
    queryFn: ({ signal }) => apiClient.get<FlightCheck>(`/staff/flights/${id}/check`, { signal }),
  });
}

function useFlightMutation<T, R>(send: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useAction({
    repeatAfterSuccessMs: 0,
    mutationFn: send,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: FLIGHTS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['staff', 'parcels'] });
    },
  });
}

/** POST /api/staff/flights. */
export const useCreateFlight = () =>
  useFlightMutation((input: CreateFlightInput) => apiClient.post<FlightCard>('/staff/flights', input));

/** POST /api/staff/flights/{id}/parcels: a scan or a typed number. */
export const useAddFlightParcel = (id: number) =>
  useFlightMutation((input: AddFlightParcelInput) =>
    apiClient.post<FlightDetails>(`/staff/flights/${id}/parcels`, input),
  );

/** PUT /api/staff/flights/{id}/parcels/{parcelId}: the track, the duty mark. */
export const useUpdateFlightParcel = (id: number) =>
  useFlightMutation(({ parcelId, input }: { parcelId: number; input: UpdateFlightParcelInput }) =>
    apiClient.put<FlightDetails>(`/staff/flights/${id}/parcels/${parcelId}`, input),
  );

/** DELETE /api/staff/flights/{id}/parcels/{parcelId}. */
export const useRemoveFlightParcel = (id: number) =>
  useFlightMutation((parcelId: number) =>
    apiClient.delete<FlightDetails>(`/staff/flights/${id}/parcels/${parcelId}`),
  );

/** PUT /api/staff/flights/{id}/ship: every parcel 40 → 50 at once, or 409 with the problems. */
export const useShipFlight = (id: number) =>
  useFlightMutation(() => apiClient.put<FlightDetails>(`/staff/flights/${id}/ship`));

/** PUT /api/staff/flights/{id}/move: the flight's next step. */
export const useMoveFlight = (id: number) =>
  useFlightMutation((input: MoveFlightInput) =>
    apiClient.put<ParcelBulkResult>(`/staff/flights/${id}/move`, input),
  );

function download(file: Blob, fileName: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** GET /api/staff/flights/{id}/registry: the customs registry, downloaded (each export is audited). */
export function useExportRegistry(id: number) {
  return useAction({
    repeatAfterSuccessMs: 0,
    mutationFn: async (format: RegistryFormat) => {
      const file = await apiClient.getFile(`/staff/flights/${id}/registry`, { query: { format } });
      download(file, `registry-${id}.${format}`);
    },
  });
}

/** GET /api/staff/flights/{id}/packing-list: the packing list PDF, opened for printing. */
export function usePrintPackingList(id: number) {
  return useAction({
    repeatAfterSuccessMs: 0,
    mutationFn: async () => {
      openPdf(await apiClient.getFile(`/staff/flights/${id}/packing-list`), `packing-list-${id}.pdf`);
    },
  });
}

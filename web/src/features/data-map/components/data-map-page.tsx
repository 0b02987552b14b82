import type { GatewayDescriptionDto, ServiceDescriptionDto } from '@boonies/contracts/rpc';
import {
  Database,
  SquareFunction,
  HardDrive,
  Network,
  RotateCw,
  ServerOff,
  type LucideIcon,
} from 'lucide-react';
import { useDeferredValue, useState, type ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { serverMessageOf } from '@/lib/api-client';
import { useDataMap } from '../api/data-map';
import { ALL_SERVICES, type DataMapFilter } from '../data-map-model';
import { DataMapFilters } from './data-map-filters';
import { FunctionsTab } from './functions-tab';
import { RelationshipsTab } from './relationships-tab';
import { StorageTab } from './storage-tab';
import { TablesTab } from './tables-tab';

interface PanelProps {
  services: readonly ServiceDescriptionDto[];
  gateway: GatewayDescriptionDto;
  filter: DataMapFilter;
}

interface DataMapTab {
  value: string;
  label: string;
  icon: LucideIcon;
  Panel: ComponentType<PanelProps>;
}

const DATA_MAP_TABS: readonly DataMapTab[] = [
  { value: 'tables', label: 'Tables', icon: Database, Panel: TablesTab },
  { value: 'relationships', label: 'Relationships', icon: Network, Panel: RelationshipsTab },
  { value: 'functions', label: 'Functions', icon: SquareFunction, Panel: FunctionsTab },
  { value: 'storage', label: 'Storage', icon: HardDrive, Panel: StorageTab },
];

const TAB_PARAM = 'tab';
const DEFAULT_TAB = DATA_MAP_TABS[0].value;

/** `/data-map` (admins): the running system's tables, relations, requests, events and storage. */
export function DataMapPage() {
  const dataMap = useDataMap();
  const [params, setParams] = useSearchParams();
  const tab =
    DATA_MAP_TABS.find((candidate) => candidate.value === params.get(TAB_PARAM))?.value ?? DEFAULT_TAB;
  const [filter, setFilter] = useState<DataMapFilter>({ query: '', service: ALL_SERVICES });
  // Typing stays responsive while a long map re-renders behind it.
  const shownFilter = useDeferredValue(filter);
  const refresh = (
    <Button variant="outline" size="sm" onClick={() => void dataMap.refetch()} isLoading={dataMap.isFetching}>
      {!dataMap.isFetching && <RotateCw aria-hidden />}
      Refresh
    </Button>
  );

  return (
    <div className="mx-auto grid w-full min-w-0 max-w-6xl gap-4">
      <PageHeader
        title="Data Map"
        description="Generated from the running services: what each one stores, answers, publishes and consumes."
        actions={dataMap.isSuccess ? refresh : undefined}
        className="mb-2"
      />
      {dataMap.isPending ? (
        <Spinner label="Loading the data map..." className="justify-self-center py-12" />
      ) : dataMap.isError ? (
        <ErrorState
          title="Couldn't load the data map"
          description={serverMessageOf(dataMap.error)}
          onRetry={() => void dataMap.refetch()}
          isRetrying={dataMap.isFetching}
        />
      ) : dataMap.data.services.length === 0 ? (
        <EmptyState
          icon={ServerOff}
          title="No service answered"
          description="The map is drawn from the running services; start them and refresh."
          action={refresh}
        />
      ) : (
        <>
          {dataMap.data.unavailable.length > 0 && (
            <Alert>
              <ServerOff aria-hidden />
              <AlertTitle>Not answering: {dataMap.data.unavailable.join(', ')}</AlertTitle>
              <AlertDescription>
                Their tables and subjects are missing from the map until they are back.
              </AlertDescription>
            </Alert>
          )}
          <DataMapFilters
            filter={filter}
            services={dataMap.data.services.map(({ service }) => service)}
            onChange={setFilter}
          />
          <Tabs
            value={tab}
            onValueChange={(next) =>
              setParams(next === DEFAULT_TAB ? {} : { [TAB_PARAM]: next }, { replace: true })
            }
            className="min-w-0"
          >
            <TabsList aria-label="Data map views" className="w-full justify-start">
              {DATA_MAP_TABS.map(({ value, label, icon: Icon }) => (
                <TabsTrigger key={value} value={value} className="flex-none px-3">
                  <Icon aria-hidden />
                  {label}
                </TabsTrigger>
              ))}
            </TabsList>
            {DATA_MAP_TABS.map(({ value, Panel }) => (
              <TabsContent key={value} value={value} className="min-w-0">
                <Panel services={dataMap.data.services} gateway={dataMap.data.gateway} filter={shownFilter} />
              </TabsContent>
            ))}
          </Tabs>
        </>
      )}
    </div>
  );
}

import { Search } from 'lucide-react';
import { useId } from 'react';
import { Input, inputClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { ALL_SERVICES, type DataMapFilter } from '../data-map-model';

interface DataMapFiltersProps {
  filter: DataMapFilter;
  services: readonly string[];
  onChange: (filter: DataMapFilter) => void;
}

/** A search over every name on the map, and a pick of one service. */
export function DataMapFilters({ filter, services, onChange }: DataMapFiltersProps) {
  const id = useId();
  return (
    <div role="search" className="grid gap-3 sm:grid-cols-[1fr_14rem]">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-query`}>Search</Label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={`${id}-query`}
            type="search"
            className="pl-9"
            placeholder="Tables, columns, subjects, events..."
            value={filter.query}
            onChange={(event) => onChange({ ...filter, query: event.target.value })}
          />
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-service`}>Service</Label>
        <select
          id={`${id}-service`}
          className={cn(inputClasses)}
          value={filter.service}
          onChange={(event) => onChange({ ...filter, service: event.target.value })}
        >
          <option value={ALL_SERVICES}>All services</option>
          {services.map((service) => (
            <option key={service} value={service}>
              {service}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

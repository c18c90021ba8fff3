import { useId, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useShippingCitiesQuery, type Province } from '@/entities/shippingTemplate/cities';
import type { Place } from '@/entities/shippingTemplate/places';

/** Ticked cities by province id; a province without cities is ticked by being present. */
type Chosen = ReadonlyMap<number, ReadonlySet<number>>;

export interface CityPickerProps {
  onChoose: (places: Place[]) => void;
  onClose: () => void;
}

const tickState = (province: Province, chosen: Chosen) => {
  const cities = chosen.get(province.id);
  const count = cities?.size ?? 0;
  const full = cities !== undefined && count === province.cities.length;
  return { count, full, partial: cities !== undefined && !full };
};

/**
 * 选择城市 (CONTRACT-SHOP.md 11.11, yshop's city.vue) over `citys`: 全选 and 清空, each
 * province ticked whole or by its cities (a city ticks its province), `(chosen/cities)`
 * beside it. 确定 gives the ticked provinces with their cities, in the list's order.
 */
export function CityPicker({ onChoose, onClose }: CityPickerProps) {
  const titleId = useId();
  const cities = useShippingCitiesQuery();
  const provinces = useMemo(() => cities.data ?? [], [cities.data]);
  const [chosen, setChosen] = useState<Chosen>(() => new Map());
  const [open, setOpen] = useState<number>();
  const [error, setError] = useState<string>();

  const change = (next: Map<number, ReadonlySet<number>>) => {
    setChosen(next);
    setError(undefined);
  };
  const toggleProvince = (province: Province) => {
    const next = new Map(chosen);
    if (tickState(province, chosen).full) next.delete(province.id);
    else next.set(province.id, new Set(province.cities.map((city) => city.id)));
    change(next);
  };
  const toggleCity = (province: Province, cityId: number) => {
    const next = new Map(chosen);
    const ticked = new Set(chosen.get(province.id) ?? []);
    if (!ticked.delete(cityId)) ticked.add(cityId);
    if (ticked.size === 0) next.delete(province.id);
    else next.set(province.id, ticked);
    change(next);
  };
  const all = provinces.length > 0 && provinces.every((province) => tickState(province, chosen).full);
  const toggleAll = () => change(all ? new Map() : new Map(provinces.map((province) => [province.id, new Set(province.cities.map((city) => city.id))])));

  const confirm = () => {
    const places = provinces.flatMap((province): Place[] => {
      const ticked = chosen.get(province.id);
      return ticked ? [{ id: province.id, name: province.name, cityIds: province.cities.filter((city) => ticked.has(city.id)).map((city) => city.id) }] : [];
    });
    if (places.length === 0) setError('至少选择一个省份或者城市');
    else onChoose(places);
  };

  const shownProvince = provinces.find((province) => province.id === open);
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ fontSize: 18 }}>
        选择城市
      </DialogTitle>
      <DialogContent>
        {error ? (
          <Alert severity="error" sx={{ mb: 1 }}>
            {error}
          </Alert>
        ) : null}
        {cities.isLoading ? <CircularProgress size={24} aria-label="加载中" /> : null}
        {cities.isError ? <Alert severity="error">城市列表加载失败</Alert> : null}
        {provinces.length > 0 ? (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
              <FormControlLabel control={<Checkbox size="small" checked={all} indeterminate={!all && chosen.size > 0} onChange={toggleAll} />} label="全选" />
              <Button size="small" onClick={() => change(new Map())}>
                清空
              </Button>
            </Box>
            <Box role="group" aria-label="省份" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))', gap: 0.5 }}>
              {provinces.map((province) => {
                const state = tickState(province, chosen);
                return (
                  <Box key={province.id} sx={{ display: 'flex', alignItems: 'center' }}>
                    <Checkbox size="small" checked={state.full} indeterminate={state.partial} onChange={() => toggleProvince(province)} slotProps={{ input: { 'aria-label': province.name } }} />
                    <Button size="small" color="inherit" sx={{ minWidth: 0, px: 0.5 }} aria-label={`${province.name}的城市`} aria-expanded={open === province.id} onClick={() => setOpen(open === province.id ? undefined : province.id)}>
                      {province.name}
                    </Button>
                    <Typography component="span" variant="caption" color="error" sx={{ ml: 0.5 }}>
                      {`(${state.count}/${province.cities.length})`}
                    </Typography>
                  </Box>
                );
              })}
            </Box>
            {shownProvince && shownProvince.cities.length > 0 ? (
              <Box role="group" aria-label={`${shownProvince.name}城市`} sx={{ mt: 1.5, p: 1, bgcolor: 'action.hover', borderRadius: 1, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                {shownProvince.cities.map((city) => (
                  <FormControlLabel key={city.id} control={<Checkbox size="small" checked={chosen.get(shownProvince.id)?.has(city.id) ?? false} onChange={() => toggleCity(shownProvince, city.id)} />} label={city.name} />
                ))}
              </Box>
            ) : null}
          </>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="outlined" onClick={onClose}>
          取消
        </Button>
        <Button variant="contained" onClick={confirm}>
          确定
        </Button>
      </DialogActions>
    </Dialog>
  );
}

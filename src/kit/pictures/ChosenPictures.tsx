import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { moveChoice } from './pictureSelection';

/** The pictures chosen in the dialog, in order: each can move one place either way or be let go. */
export function ChosenPictures({ chosen, max, onChange }: { chosen: readonly string[]; max: number; onChange: (next: string[]) => void }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        {max > 1 ? `已选择（${chosen.length}/${max}）` : '已选择'}
      </Typography>
      {chosen.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          尚未选择图片
        </Typography>
      ) : (
        <Box component="ol" aria-label="已选择的图片" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          {chosen.map((url, i) => (
            <Box component="li" key={url} aria-label={`第${i + 1}张`} sx={{ display: 'grid', justifyItems: 'center', gap: 0.25 }}>
              <Box component="img" src={url} alt={`已选图片 ${i + 1}`} sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }} />
              <Box sx={{ display: 'flex' }}>
                {max > 1 ? (
                  <>
                    <IconButton size="small" aria-label={`前移第${i + 1}张`} disabled={i === 0} onClick={() => onChange(moveChoice(chosen, i, -1))}>
                      <ArrowBackRounded fontSize="small" />
                    </IconButton>
                    <IconButton size="small" aria-label={`后移第${i + 1}张`} disabled={i === chosen.length - 1} onClick={() => onChange(moveChoice(chosen, i, 1))}>
                      <ArrowForwardRounded fontSize="small" />
                    </IconButton>
                  </>
                ) : null}
                <IconButton size="small" aria-label={`移除第${i + 1}张`} onClick={() => onChange(chosen.filter((u) => u !== url))}>
                  <CloseRounded fontSize="small" />
                </IconButton>
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

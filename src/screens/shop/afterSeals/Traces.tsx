import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useAfterSalesTracesMutation, type AfterSales, type Trace } from '@/entities/afterSales/afterSales';
import { errorMessage } from '@/shared/ui/errorMessage';

/**
 * 订单跟踪 of the buyer's return parcel, asked on demand: its steps newest first, or the
 * server's word (the embedded server's 物流查询未配置 without 快递鸟 keys).
 */
export function Traces({ row }: { row: AfterSales }) {
  const [ask, { isLoading }] = useAfterSalesTracesMutation();
  const [answer, setAnswer] = useState<{ traces: Trace[] } | { error: string } | undefined>();
  const load = async () => {
    try {
      setAnswer({ traces: await ask({ orderCode: row.orderCode, shipperCode: row.shipperCode, logisticCode: row.deliverySn }).unwrap() });
    } catch (error) {
      setAnswer({ error: errorMessage(error) });
    }
  };
  return (
    <Box>
      <Button size="small" variant="outlined" loading={isLoading} onClick={() => void load()}>
        订单跟踪
      </Button>
      {answer && 'error' in answer ? (
        <Typography role="status" color="error" variant="body2" sx={{ mt: 1 }}>
          {answer.error}
        </Typography>
      ) : null}
      {answer && 'traces' in answer ? (
        answer.traces.length === 0 ? (
          <Typography role="status" variant="body2" sx={{ mt: 1 }}>
            暂无物流信息
          </Typography>
        ) : (
          <Box component="ol" aria-label="物流轨迹" sx={{ mt: 1, pl: 2.5 }}>
            {answer.traces.map((trace, index) => (
              <li key={index}>
                <Typography variant="body2">
                  {trace.time} {trace.station}
                </Typography>
              </li>
            ))}
          </Box>
        )
      ) : null}
    </Box>
  );
}

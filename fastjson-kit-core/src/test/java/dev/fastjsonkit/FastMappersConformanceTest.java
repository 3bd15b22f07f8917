package dev.fastjsonkit;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.MissingNode;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * JSONTestSuite and curated conformance of the shared mapper, with plain {@code new ObjectMapper()}
 * beside it for comparison; see {@link AbstractConformanceTest}. Conformance is defined for the
 * whole-document read of {@link CoreReaders#strictTreeReader}: with
 * {@link DeserializationFeature#FAIL_ON_TRAILING_TOKENS}, which the shared mapper does not enable.
 */
class FastMappersConformanceTest extends AbstractConformanceTest {

    @Override
    protected List<ReaderUnderTest> readers() {
        return CoreReaders.ALL;
    }

    @Test
    void readTreeAloneReturnsAMissingNodeForEmptyInputAndIgnoresTrailingTokens() throws Exception {
        JsonMapper shared = FastMappers.json();
        assertThat(shared.isEnabled(DeserializationFeature.FAIL_ON_TRAILING_TOKENS))
                .as("the shared mapper keeps Jackson 2's default; conformance needs the strict reader").isFalse();
        assertThat(shared.readTree("")).isInstanceOf(MissingNode.class);
        assertThat(shared.readTree(" \n")).isInstanceOf(MissingNode.class);
        assertThat(shared.readTree("[1] x")).isEqualTo(shared.readTree("[1]"));
        assertThat(shared.readTree("{} {\"a\":1}")).isEqualTo(shared.readTree("{}"));
        assertThat(shared.readValue("[1]]", int[].class)).containsExactly(1);
    }
}

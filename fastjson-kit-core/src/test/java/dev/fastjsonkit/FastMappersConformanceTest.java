package dev.fastjsonkit;

import java.util.List;

/**
 * JSONTestSuite and curated conformance of the shared mapper, with plain {@code new ObjectMapper()}
 * beside it for comparison; see {@link AbstractConformanceTest}.
 */
class FastMappersConformanceTest extends AbstractConformanceTest {

    @Override
    protected List<ReaderUnderTest> readers() {
        return ReaderUnderTest.CORE;
    }
}
